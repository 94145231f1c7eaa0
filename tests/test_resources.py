"""Assets and levels are found the same way from source, an installed wheel and a frozen build."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from game import resources, userfiles

ROOT = Path(__file__).resolve().parents[1]


def test_source_checkout_finds_everything_from_any_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resources.root() == ROOT
    assert (resources.data_dir() / "lions.toml").is_file()
    assert resources.asset("fonts", "LionwakeSans-Regular.otf").is_file()
    assert resources.level("first-game-2p").is_file()
    assert resources.level("campaign/chapter-1") == ROOT / "levels" / "campaign" / "chapter-1.tmx"
    assert len(list(resources.levels_dir("campaign").glob("chapter-*.tmx"))) == 8
    for ext in ("png", "ico", "icns"):
        assert resources.icon(ext).is_file()


def test_frozen_build_reads_from_meipass(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert resources.frozen()
    assert resources.root() == tmp_path
    assert resources.level("first-game-3p") == tmp_path / "levels" / "first-game-3p.tmx"


def test_user_folders_follow_the_override(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path / "me"))
    assert userfiles.user_data_dir() == tmp_path / "me"
    assert userfiles.user_log_dir() == tmp_path / "me" / "logs"
    assert (tmp_path / "me" / "logs").is_dir()


def test_no_other_way_to_locate_assets_or_levels():
    """Only game/resources.py builds paths to assets/ and levels/; nothing uses the current folder."""
    pattern = re.compile(
        r"""/\s*["'](assets|levels)["']|joinpath\(\s*["'](assets|levels)["']"""
        r"""|["'](assets|levels)/[\w-]+\.\w+["']|getcwd\(|Path\.cwd\("""
    )
    offenders = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in (ROOT / "game").rglob("*.py")
        if path.name != "resources.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert offenders == []


def test_wheel_carries_assets_and_levels(tmp_path):
    """Build a wheel, install it into a bare folder, and load content from there."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("game", "assets", "levels"):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    wheels = tmp_path / "wheels"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "-w", str(wheels), str(src)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = wheels.glob("lionwake-*.whl")
    target = tmp_path / "site"
    subprocess.run(
        [*pip, "install", "--no-deps", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    shutil.rmtree(src)  # the installed copy must not lean on the source folder
    check = (
        "import game, game.resources as r\n"
        "from game.core.catalogue import default_catalogue\n"
        "from game.session.campaign import chapters\n"
        "print(game.__file__)\n"
        "print(r.root())\n"
        "assert r.level('first-game-4p').is_file() and r.icon().is_file()\n"
        "assert len(default_catalogue().lions) == 12 and len(chapters()) == 8\n"
        "from game import i18n\n"
        "assert r.asset('locale', 'zh_CN', 'LC_MESSAGES', 'lionwake.mo').is_file()\n"
        "i18n.set_language('zh_CN')\n"
        "assert i18n._('Frontier') == '边境'\n"
    )
    env = dict(os.environ, PYTHONPATH=str(target))
    done = subprocess.run(
        [sys.executable, "-c", check], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    module, root = done.stdout.split()
    assert Path(module).is_relative_to(target)
    assert Path(root) == target / "game" / "_data"
