"""End to end in headless Chromium: search, follow the first hit, check the page."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from generator.docs.site import build

webdriver = pytest.importorskip(
    "selenium.webdriver", reason="needs selenium (pip install selenium)"
)
if not (shutil.which("chromium") and shutil.which("chromedriver")):
    pytest.skip("needs Debian's chromium and chromium-driver", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for flag in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--user-data-dir={tempfile.mkdtemp()}",
        "--window-size=1280,900",
    ]:
        opts.add_argument(flag)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(options=opts, service=Service("/usr/bin/chromedriver"))
    d.set_page_load_timeout(20)
    yield d
    d.quit()


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    build(ROOT / "opdefs", out)
    return out


def _search(driver, site: Path, query: str) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    driver.get((site / "index.html").as_uri())
    driver.find_element(By.ID, "search").send_keys(query)
    driver.find_element(By.CSS_SELECTOR, "#hits a").click()


@pytest.mark.parametrize(
    "query,op_name",
    [("StopGradient", "StopGradient"), ("sendTPUEmbeddingGradients", "SendTPUEmbeddingGradients")],
)
def test_search_finds_op(driver, site: Path, query: str, op_name: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    _search(driver, site, query)
    assert driver.find_element(By.CSS_SELECTOR, ".opname").text == f'"{op_name}"'
    assert "create(Scope scope" in driver.find_element(By.CSS_SELECTOR, ".java-create").text
    assert ".create(scope" in driver.find_element(By.CSS_SELECTOR, ".python-create").text
    driver.save_screenshot(str(tmp_path / f"{query}.png"))
    assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []


def test_search_finds_runtime_class(driver, site: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    _search(driver, site, "Session")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Session"
    driver.set_window_size(420, 900)
    driver.save_screenshot(str(tmp_path / "narrow.png"))
    driver.set_window_size(1280, 900)
    assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []
