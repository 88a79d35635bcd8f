"""End to end in headless Chromium: search, follow the first hit, check the page."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from generator.docs import screenshots

webdriver = pytest.importorskip(
    "selenium.webdriver", reason="needs selenium (pip install selenium)"
)
if not (shutil.which("chromium") and shutil.which("chromedriver")):
    pytest.skip("needs Debian's chromium and chromium-driver", allow_module_level=True)

from selenium.webdriver.common.by import By


@pytest.fixture(scope="module")
def driver() -> Any:
    d = screenshots.chromium()
    yield d
    d.quit()


def _search(driver: Any, site: Path, query: str) -> None:
    driver.set_window_size(*screenshots.DESKTOP)
    driver.get((site / "index.html").as_uri())
    driver.find_element(By.ID, "search").send_keys(query)
    driver.find_element(By.CSS_SELECTOR, "#hits a").click()


def _severe(driver: Any) -> list[Any]:
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


@pytest.mark.parametrize(
    "query,op_name",
    [
        ("StopGradient", "StopGradient"),
        ("sendTPUEmbeddingGradients", "SendTPUEmbeddingGradients"),
        ("tf.math.add", "Add"),
    ],
)
def test_search_finds_op(driver: Any, site: Path, query: str, op_name: str, tmp_path: Path) -> None:
    _search(driver, site, query)
    assert driver.find_element(By.CSS_SELECTOR, ".opname").text == f'"{op_name}"'
    java = driver.find_element(By.CSS_SELECTOR, ".java-create").text
    python = driver.find_element(By.CSS_SELECTOR, ".python-create").text
    assert java.startswith("public static") and "create(" in java and "Scope scope" in java
    assert python.startswith(f"{op_name}.create(") and "scope: Scope" in python
    # Side by side on a desktop window: the Python signature is to the right of the Java one.
    java_box = driver.find_element(By.CSS_SELECTOR, ".java-create").rect
    python_box = driver.find_element(By.CSS_SELECTOR, ".python-create").rect
    assert python_box["x"] > java_box["x"] + java_box["width"] - 1
    assert driver.find_element(By.CSS_SELECTOR, "nav.sidebar").is_displayed()
    driver.save_screenshot(str(tmp_path / f"{query}.png"))
    assert _severe(driver) == []


def test_search_finds_runtime_class(driver: Any, site: Path, tmp_path: Path) -> None:
    _search(driver, site, "Session")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Session"
    assert driver.find_elements(By.CSS_SELECTOR, "section.member pre")
    assert _severe(driver) == []


def test_narrow_window_hides_the_sidebar_behind_the_menu(
    driver: Any, site: Path, tmp_path: Path
) -> None:
    driver.set_window_size(*screenshots.NARROW)
    driver.get((site / "org/tensorflow/op/strings/Substr.html").as_uri())
    sidebar = driver.find_element(By.CSS_SELECTOR, "nav.sidebar")
    assert not sidebar.is_displayed()
    # Stacked: the Python signature below the Java one, each as wide as the page allows.
    java_box = driver.find_element(By.CSS_SELECTOR, ".java-create").rect
    python_box = driver.find_element(By.CSS_SELECTOR, ".python-create").rect
    assert python_box["y"] >= java_box["y"] + java_box["height"]
    page_width = driver.execute_script("return document.documentElement.scrollWidth")
    assert page_width <= screenshots.NARROW[0]  # nothing overflows sideways
    driver.save_screenshot(str(tmp_path / "narrow.png"))
    driver.find_element(By.CSS_SELECTOR, "label.menu").click()
    assert sidebar.is_displayed()
    assert "Substr" in sidebar.find_element(By.CSS_SELECTOR, "li.current").text
    driver.save_screenshot(str(tmp_path / "narrow-menu.png"))
    assert _severe(driver) == []
