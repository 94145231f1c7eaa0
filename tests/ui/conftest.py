"""UI test fixtures: a screenshot of every app a test opened is saved when the test fails."""

from __future__ import annotations

import contextlib
import re

import pygame
import pytest

from .driver import screenshot


@pytest.fixture(autouse=True)
def _no_table_outlives_its_test():
    """A test that hosts or joins a table by clicking (the monkey test may click "Host this
    table") leaves nothing open for the next: the title menu offers "Reopen your table" only while
    no table is hosted, so a table left open made another test's menu lose that button."""
    yield
    from game.ui import net_session

    if net_session.hosted or net_session.match or net_session.discovery:
        net_session.close_all()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"ui_report_{report.when}", report)


@pytest.fixture
def shots(request):
    """Call `shots(app)` to have the app's last frame saved to tests/_artifacts if the test fails."""
    apps = []
    yield apps.append
    report = getattr(request.node, "ui_report_call", None)
    if report is not None and report.failed:
        name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
        for i, app in enumerate(apps):
            with contextlib.suppress(pygame.error):  # the window may already be gone
                screenshot(app, f"FAILED-{name}-{i}")
