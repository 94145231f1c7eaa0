"""The player's own files read and set aside safely (issue 39, items 2 and 5): `game.userfiles`
refuses a file it cannot read with a message naming it, keeps a file that cannot be used aside as
``<name>.damaged-<time>``, and clears the temporary files a killed write left — all of them at start
when this is the only Lionwake, never another Lionwake's write in progress, never anything else."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import userfiles
from game.userfiles import UserFileError

ROOT = Path(__file__).resolve().parents[1]


# --- read_bytes ----------------------------------------------------------------------------------


def test_read_bytes__a_good_file_is_read_whole(tmp_path):
    path = tmp_path / "progress.json"
    path.write_bytes(b'{"format": "lionwake-progress"}')
    assert userfiles.read_bytes(path) == b'{"format": "lionwake-progress"}'


def test_read_bytes__a_missing_file_is_refused_by_name(tmp_path):
    with pytest.raises(UserFileError, match="progress.json"):
        userfiles.read_bytes(tmp_path / "progress.json")


def test_read_bytes__a_folder_is_refused_by_name(tmp_path):
    (tmp_path / "progress.json").mkdir()
    with pytest.raises(UserFileError, match="progress.json is a folder"):
        userfiles.read_bytes(tmp_path / "progress.json")


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_read_bytes__a_symlink_loop_is_refused_by_name(tmp_path):
    path = tmp_path / "settings.json"
    path.symlink_to(tmp_path / "other.json")
    (tmp_path / "other.json").symlink_to(path)
    with pytest.raises(UserFileError, match="settings.json cannot be read"):
        userfiles.read_bytes(path)


def test_read_bytes__a_file_over_the_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "progress.json"
    path.write_bytes(b" " * 2048)
    reads: list[int] = []
    real_open = Path.open

    def counting_open(self, *args, **kwargs):
        fh = real_open(self, *args, **kwargs)
        real_read = fh.read

        def read(n=-1):
            reads.append(n)
            return real_read(n)

        fh.read = read
        return fh

    monkeypatch.setattr(Path, "open", counting_open)
    with pytest.raises(UserFileError, match=r"progress.json is too large \(2,048 bytes"):
        userfiles.read_bytes(path, limit=1024)
    assert reads == []  # refused from its size alone
    assert userfiles.read_bytes(path, limit=4096) == b" " * 2048


def test_read_bytes__a_file_the_system_refuses_is_refused_by_name(tmp_path, monkeypatch):
    """(The tests run as root, which reads a chmod-000 file: the refusal is made here.)"""
    path = tmp_path / "settings.json"
    path.write_bytes(b"{}")
    real_open = Path.open

    def refusing_open(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refusing_open)
    with pytest.raises(UserFileError, match="settings.json cannot be read: .*Permission denied"):
        userfiles.read_bytes(path)


# --- move_aside ----------------------------------------------------------------------------------


def test_move_aside__keeps_the_file_whole_as_damaged_and_the_time(tmp_path, monkeypatch):
    fixed = time.localtime(time.mktime((2026, 3, 4, 5, 6, 7, 0, 0, -1)))
    monkeypatch.setattr(userfiles.time, "localtime", lambda when=None: fixed)
    path = tmp_path / "progress.json"
    path.write_bytes(b"first")
    first = userfiles.move_aside(path)
    path.write_bytes(b"second")  # damaged again in the same second: the first is not overwritten
    second = userfiles.move_aside(path)
    assert first.name == "progress.json.damaged-20260304-050607"
    assert second.name == "progress.json.damaged-20260304-050607-2"
    assert first.read_bytes() == b"first" and second.read_bytes() == b"second"
    assert not path.exists()


def test_move_aside__a_folder_in_the_files_place_is_moved_aside_with_what_it_holds(tmp_path):
    path = tmp_path / "progress.json"
    path.mkdir()
    (path / "inside.txt").write_text("kept")
    aside = userfiles.move_aside(path)
    assert re.fullmatch(r"progress\.json\.damaged-\d{8}-\d{6}", aside.name)
    assert (aside / "inside.txt").read_text() == "kept" and not path.exists()


def test_move_aside__says_so_when_it_cannot(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied", str(src))

    monkeypatch.setattr(userfiles.os, "replace", refuse)
    with pytest.raises(OSError):
        userfiles.move_aside(path)
    assert path.read_bytes() == b"{"


# --- one Lionwake at a time ----------------------------------------------------------------------


def _other_lionwake(folder: Path) -> subprocess.Popen:
    """Another Lionwake process that takes the lock on `folder` and holds it until killed."""
    code = (
        "import sys, time\n"
        "from game import userfiles\n"
        "print(userfiles.instance_lock(sys.argv[1]), flush=True)\n"
        "time.sleep(120)\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(folder)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout.readline().strip() == "True", "the other Lionwake did not get the lock"
    return proc


def test_instance_lock__ours_until_another_lionwake_holds_it_and_again_once_it_ends(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    assert userfiles.instance_lock(mine) and userfiles.instance_lock(mine)  # kept, not retaken
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    other = _other_lionwake(theirs)
    try:
        assert not userfiles.instance_lock(theirs)
    finally:
        other.kill()  # even killed, its lock ends with it
        other.wait()
    assert userfiles.instance_lock(theirs)


def test_instance_lock__a_folder_that_cannot_be_used_is_not_ours(tmp_path):
    assert not userfiles.instance_lock(tmp_path / "missing")


# --- the temporary files of a killed write -------------------------------------------------------


def _killed_mid_write(path: Path) -> Path:
    """Kill a process while `save.write_atomic` writes `path`: the temporary file it leaves."""
    code = (
        "import os, sys, time\n"
        "from pathlib import Path\n"
        "from game.core import save\n"
        "def stall(fd):\n"
        "    print('writing', flush=True)\n"
        "    time.sleep(120)\n"
        "os.fsync = stall\n"
        "save.write_atomic(Path(sys.argv[1]), b'{}')\n"
    )
    before = set(path.parent.iterdir())
    proc = subprocess.Popen(
        [sys.executable, "-c", code, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout.readline().strip() == "writing"
    finally:
        proc.kill()
        proc.wait()
    (left,) = set(path.parent.iterdir()) - before
    return left


OTHER_FILES = [
    "settings.json",
    "progress.json.damaged-20260101-120000",
    "notes.tmp",
    "settings.json.tmp",
    "progress.json.ABCDEFGH.tmp",  # not a name mkstemp makes
    "progress.json.abc.tmp",
    "progress.json.damaged-x.abcdefgh.tmp.bak",
    "lionwake.lock",
]


def test_clean_temporary_files__removes_only_what_write_atomic_leaves(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    saves = data / "saves"
    for folder in (config, saves):
        folder.mkdir(parents=True)
    left = [
        _killed_mid_write(config / "settings.json"),
        _killed_mid_write(data / "progress.json"),
        _killed_mid_write(saves / "20260101-120000-abc123.json"),
    ]
    assert all(p.name.endswith(".tmp") for p in left)
    for folder in (config, data, saves):
        for name in OTHER_FILES:
            (folder / name).write_bytes(b"keep")
        (folder / "x.json.abcdefgh.tmp").mkdir()  # a folder with such a name is not a file
    removed = userfiles.clean_temporary_files([data, config, saves, data / "missing"])
    assert sorted(removed) == sorted(left)
    assert not any(p.exists() for p in left)
    for folder in (config, data, saves):
        for name in OTHER_FILES:
            assert (folder / name).read_bytes() == b"keep", f"{folder.name}/{name} was removed"
        assert (folder / "x.json.abcdefgh.tmp").is_dir()


def test_clean_temporary_files__with_an_age_keeps_a_write_that_may_be_in_progress(tmp_path):
    fresh = tmp_path / "a.json.abcd1234.tmp"
    old = tmp_path / "b.json.efgh5678.tmp"
    fresh.write_bytes(b"")
    old.write_bytes(b"")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    assert userfiles.clean_temporary_files([tmp_path], older_than=300) == [old]
    assert fresh.exists() and not old.exists()


# --- at the start of the real app ----------------------------------------------------------------


def test_start__clears_what_a_killed_write_left_only_when_no_other_lionwake_runs(
    tmp_path, monkeypatch
):
    """A second window while another Lionwake runs leaves its temporary files alone (its writes
    may be in progress); the next start with no other Lionwake clears them all, whatever their
    age, beside settings.json and progress.json as in saves/."""
    pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    from game.ui.app import start_app

    saves = tmp_path / "saves"
    saves.mkdir()
    left = [
        _killed_mid_write(tmp_path / "settings.json"),
        _killed_mid_write(tmp_path / "progress.json"),
        _killed_mid_write(saves / "20260101-120000-abc123.json"),
    ]
    (tmp_path / "notes.tmp").write_bytes(b"keep")

    other = _other_lionwake(tmp_path)
    try:
        app = start_app()
        app.step(0.016)
        assert all(p.exists() for p in left), "another Lionwake's files were removed"
    finally:
        other.kill()
        other.wait()

    app = start_app()
    app.step(0.016)
    assert not [p.name for p in left if p.exists()], "a killed write's file was left"
    assert (tmp_path / "notes.tmp").read_bytes() == b"keep"
    assert app.stack.top.notices == []
