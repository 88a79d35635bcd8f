"""Screenshots of the reference site in headless Chromium, for the README and for review.

``python -m generator.docs.screenshots SITE OUT`` saves op, package and runtime class pages at a
desktop and a narrow width. Needs selenium and Debian's ``chromium`` and ``chromium-driver``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
DESKTOP = (1280, 900)
NARROW = (400, 860)
PAGES = {
    "op": "org/tensorflow/op/strings/Substr.html",
    "op-overloads": "org/tensorflow/op/core/Unique.html",
    "package": "org/tensorflow/op/strings/package.html",
    "runtime": "org/tensorflow/Session.html",
    "runtime-inherited": "org/tensorflow/types/TFloat32.html",
}


def chromium(width: int = DESKTOP[0], height: int = DESKTOP[1]) -> Any:
    """A headless Chromium driver with a fresh profile and no background networking."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        f"--user-data-dir={tempfile.mkdtemp(prefix='tfjava-chromium-')}",
        f"--window-size={width},{height}",
    ]:
        opts.add_argument(flag)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=opts, service=Service(CHROMEDRIVER))
    driver.set_page_load_timeout(20)
    return driver


def take(site: Path, out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    driver = chromium()
    saved = []
    try:
        for label, (width, height) in (("desktop", DESKTOP), ("narrow", NARROW)):
            driver.set_window_size(width, height)
            for name, page in PAGES.items():
                driver.get((site / page).as_uri())
                target = out / f"{name}-{label}.png"
                driver.save_screenshot(str(target))
                saved.append(target)
    finally:
        driver.quit()
    return saved


if __name__ == "__main__":
    for path in take(Path(sys.argv[1]).resolve(), Path(sys.argv[2])):
        print(path)
