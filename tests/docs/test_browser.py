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
from selenium.webdriver.common.keys import Keys


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


@pytest.mark.parametrize(
    "query,title,anchor",
    [
        ("tensorOf", "TBool", "tensorOf"),  # a member every tensor type has (from a mixin)
        ("Runner.feed", "Session", "Runner.feed"),  # a nested class's member
        ("Session.Runner", "Session", "Runner"),
        ("minimize", "Optimizer", "minimize"),
    ],
)
def test_search_finds_member(
    driver: Any, site: Path, query: str, title: str, anchor: str, tmp_path: Path
) -> None:
    _search(driver, site, query)
    assert driver.find_element(By.TAG_NAME, "h1").text == title
    assert driver.current_url.endswith("#" + anchor)
    target = driver.find_element(By.ID, anchor)
    assert target.is_displayed()
    # Scrolled to it, below the sticky top bar.
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", target)
    assert 0 < top < screenshots.DESKTOP[1] / 2
    driver.save_screenshot(str(tmp_path / f"{anchor}.png"))
    assert _severe(driver) == []


def test_keyboard_picks_a_hit(driver: Any, site: Path) -> None:
    driver.set_window_size(*screenshots.DESKTOP)
    driver.get((site / "index.html").as_uri())
    box = driver.find_element(By.ID, "search")
    box.send_keys("tensorOf")
    hits = driver.find_elements(By.CSS_SELECTOR, "#hits a")
    texts = [h.get_attribute("textContent") for h in hits]
    assert len(hits) >= 10 and all(".tensorOf " in t for t in texts[:10])
    assert "active" in hits[0].get_attribute("class")
    box.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_UP)
    active = driver.find_elements(By.CSS_SELECTOR, "#hits a.active")
    assert [a.get_attribute("href") for a in active] == [hits[1].get_attribute("href")]
    assert box.get_attribute("aria-activedescendant") == "hit-1"
    expected = hits[1].get_attribute("href")
    box.send_keys(Keys.ENTER)
    assert driver.current_url == expected
    box = driver.find_element(By.ID, "search")
    box.send_keys("Runner.feed", Keys.ARROW_UP, Keys.ENTER)  # up from the first: the last hit
    assert "#" in driver.current_url


# The op pages with the longest words in their parameter tables (types, names, code in docs).
WIDE = [
    "org/tensorflow/op/nn/UniformQuantizedConvolution.html",
    "org/tensorflow/op/core/BatchFunction.html",
    "org/tensorflow/op/math/UniformQuantizedAdd.html",
    "org/tensorflow/op/strings/UnicodeEncode.html",
    "org/tensorflow/op/tpu/SendTPUEmbeddingGradients.html",
    "org/tensorflow/op/xla/XlaSparseDenseMatmulCustomCombinerOnTcGradWithCsrInput.html",
]


def _overflow(driver: Any) -> dict[str, Any]:
    return driver.execute_script(
        """
        var wide = [];
        document.querySelectorAll("main table").forEach(function (t) {
          var room = t.parentElement.clientWidth;
          if (t.scrollWidth > room + 1 || t.getBoundingClientRect().right >
              document.querySelector("main").getBoundingClientRect().right + 1) {
            wide.push(t.className + " " + t.scrollWidth + ">" + room);
          }
        });
        return {page: document.documentElement.scrollWidth, window: window.innerWidth,
                tables: wide};
        """
    )


@pytest.mark.parametrize(
    "size", [screenshots.DESKTOP, screenshots.NARROW], ids=["desktop", "narrow"]
)
def test_wide_tables_fit_the_column(driver: Any, site: Path, size: Any, tmp_path: Path) -> None:
    driver.set_window_size(*size)
    sampled = sorted(
        p.relative_to(site).as_posix() for p in site.glob("org/tensorflow/op/*/*.html")
    )
    # Package pages and protocol buffer pages with the longest names (at 400 px they overflowed).
    lists = [
        "org/tensorflow/op/xla/package.html",
        "org/tensorflow/op/nn/package.html",
        "org/tensorflow/proto/RewriterConfig.html",
    ]
    for page in WIDE + lists + sampled[::40]:
        driver.get((site / page).as_uri())
        found = _overflow(driver)
        assert found["tables"] == [], page
        assert found["page"] <= found["window"], page
    driver.get((site / WIDE[0]).as_uri() + "#parameters")
    driver.save_screenshot(str(tmp_path / "wide-table.png"))


@pytest.mark.parametrize(
    "page,name",
    [
        ("org/tensorflow/op/core/Unique.html", "Unique"),
        ("org/tensorflow/op/core/Zeros.html", "Zeros"),
        ("org/tensorflow/op/math/Add.html", "Add"),
        ("org/tensorflow/types/TFloat32.html", "TFloat32"),
    ],
)
def test_sidebar_shows_the_current_page(driver: Any, site: Path, page: str, name: str) -> None:
    driver.set_window_size(*screenshots.DESKTOP)
    driver.get((site / page).as_uri())
    current = driver.find_element(By.CSS_SELECTOR, "nav.sidebar li.current a")
    assert current.text == name
    inside = driver.execute_script(
        """
        var s = document.querySelector("nav.sidebar").getBoundingClientRect();
        var c = arguments[0].getBoundingClientRect();
        return c.top >= s.top && c.bottom <= s.bottom;
        """,
        current,
    )
    assert inside
