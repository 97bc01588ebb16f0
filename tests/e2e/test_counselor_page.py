"""Counselor page in the browser: a phone (JavaScript off) and a desktop (JavaScript on) upload a
spreadsheet with their own column names (CSV, .xlsx), confirm the columns, read the table,
filter it, download the CSV and the PDF, and check a PDF page names the student, the verdict
and the college; axe-core finds no WCAG violation on any counselor page."""
import csv
import io

import pytest
from openpyxl import Workbook
from playwright.sync_api import expect
from pypdf import PdfReader

from helpers import fits_the_phone

HEADER = ["Student Name", "Cumulative GPA", "Household Income", "ZIP Code", "Household Type", "Household Size",
          "College", "Graduation Date", "In-State Tuition", "High School", "Program", "Credits", "FAFSA",
          "Full Cost Scholarship", "Prior Degree", "Counselor"]
ROWS = [
    ["Ana Alvarez", "3.4", "45k", "21044", "single parent", "3", "Howard", "6/2026", "yes", "maryland",
     "associate", "12", "fafsa", "no", "none", "Ms. Lee"],
    ["Ben Brown", "3.0", "$180,000", "21044", "single", "1", "howard", "6/2026", "yes", "maryland",
     "associate", "12", "fafsa", "no", "none", "Ms. Lee"],
    ["Cruz Diaz", "", "90000", "21044", "two parent", "4", "howard", "", "yes", "maryland", "associate", "12",
     "", "", "", "Mr. Kim"],
    ["Dee Evans", "3.1", "lots", "21044", "single", "1", "howard", "6/2026", "yes", "maryland", "associate",
     "12", "fafsa", "no", "none", "Mr. Kim"],
]
EXPECTED = {"Ana Alvarez": "likely_eligible", "Ben Brown": "likely_ineligible", "Cruz Diaz": "needs_more_info",
            "Dee Evans": "error"}
DESKTOP = {"viewport": {"width": 1280, "height": 900}, "device_scale_factor": 1, "is_mobile": False,
           "has_touch": False, "locale": "en-US"}


def csv_file() -> dict:
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(HEADER)
    w.writerows(ROWS)
    return {"name": "seniors.csv", "mimeType": "text/csv", "buffer": buf.getvalue().encode()}


def xlsx_file() -> dict:
    book = Workbook()
    sheet = book.active
    sheet.append(HEADER)
    for row in ROWS:
        sheet.append([float(c) if c.replace(".", "").isdigit() and "." in c else c for c in row])
    buf = io.BytesIO()
    book.save(buf)
    return {"name": "seniors.xlsx", "buffer": buf.getvalue(),
            "mimeType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}


@pytest.fixture
def phone_no_js(browser, browser_context_args):
    context = browser.new_context(**browser_context_args, java_script_enabled=False, accept_downloads=True)
    yield context.new_page()
    context.close()


@pytest.fixture
def desktop(browser):
    context = browser.new_context(**DESKTOP, accept_downloads=True)
    yield context.new_page()
    context.close()


def wait_for_heading(page, text: str) -> None:
    expect(page.locator("#page-heading")).to_have_text(text)


def screen_class(page, live_server, upload: dict, axe_check, phone: bool) -> None:
    """Upload, confirm the columns and read the table; axe runs where JavaScript is on (axe is a script)."""
    if phone:
        axe_check = lambda *args: None  # noqa: E731 - JavaScript is off on the phone
    page.goto(live_server + "/")
    page.locator("#counselor-link a").click()
    wait_for_heading(page, "Screen a class from a spreadsheet")
    axe_check(page, "counselor upload page")
    if phone:
        fits_the_phone(page)
    page.locator("#roster").set_input_files(upload)
    page.locator("#upload").click()
    wait_for_heading(page, "Check which column holds which answer")
    axe_check(page, "column step")
    if phone:
        fits_the_phone(page)
    expect(page.locator("#col-2")).to_have_value("agi")
    expect(page.locator("#col-0")).to_have_value("student")
    expect(page.locator("#col-15")).to_have_value("")
    page.locator("#screen").click()
    wait_for_heading(page, "Results for your students")
    axe_check(page, "results page")
    if phone:
        fits_the_phone(page)
    rows = page.locator("#results-table tbody tr")
    expect(rows).to_have_count(4)
    got = {rows.nth(i).locator("th").inner_text(): rows.nth(i).get_attribute("data-status") for i in range(4)}
    assert got == EXPECTED
    ana = page.locator("#row-2")
    expect(ana).to_contain_text("Howard Community College")
    expect(page.locator("#row-errors")).to_contain_text("Row 5, column “Household Income”")


def check_downloads(page) -> None:
    with page.expect_download() as info:
        page.locator("#download-csv").click()
    with open(info.value.path(), encoding="utf-8-sig") as fh:
        text = fh.read()
    rows = {r["Student Name"]: r["status"] for r in csv.DictReader(io.StringIO(text))}
    assert rows == EXPECTED
    with page.expect_download() as info:
        page.locator("#plans-pdf").click()
    assert info.value.suggested_filename.endswith(".pdf")
    with open(info.value.path(), "rb") as fh:
        pages = PdfReader(io.BytesIO(fh.read())).pages
    assert len(pages) == 4
    first = " ".join(pages[0].extract_text().split())
    assert "Ana Alvarez" in first and "Likely eligible for a Promise Scholarship" in first
    assert "Howard Community College" in first
    second = " ".join(pages[1].extract_text().split())
    assert "Ben Brown" in second and "Likely not eligible for a Promise Scholarship" in second


def test_phone_without_javascript_screens_a_csv(phone_no_js, live_server, axe_check):
    page = phone_no_js
    screen_class(page, live_server, csv_file(), axe_check, phone=True)
    check_downloads(page)
    page.locator("#filter-likely_ineligible").click()
    wait_for_heading(page, "Results for your students")
    expect(page.locator("#results-table tbody tr")).to_have_count(1)
    expect(page.locator("#row-3")).to_be_visible()


def test_phone_pages_pass_axe(page, live_server, axe_check):
    screen_class(page, live_server, csv_file(), lambda *args: None, phone=True)
    axe_check(page, "results page on a phone")


def test_desktop_screens_an_xlsx_and_switches_to_spanish(desktop, live_server, axe_check):
    page = desktop
    screen_class(page, live_server, xlsx_file(), axe_check, phone=False)
    check_downloads(page)
    page.locator("#lang-es").click()
    wait_for_heading(page, "Resultados de tus estudiantes")
    expect(page.locator("#results-table tbody tr")).to_have_count(4)
    axe_check(page, "results page in Spanish")
    with page.expect_popup() as info:
        page.locator("#plans-html").click()
    plans = info.value
    plans.wait_for_load_state()
    expect(plans.locator("article.plan")).to_have_count(4)
    expect(plans.locator("#plan-2")).to_contain_text("Probablemente cumple los requisitos")
    axe_check(plans, "printable plans")


@pytest.mark.parametrize("lang, heading, result", [("en", "Results for your students", "Result"),
                                                   ("es", "Resultados de tus estudiantes", "Resultado")])
def test_phone_table_scrolls_inside_a_labelled_region_with_name_and_result_first(phone_no_js, live_server, lang,
                                                                                heading, result):
    """At 360 px the wide table scrolls sideways in its own focusable, labelled box (WCAG 1.4.10 reflow
    exception for data tables); the page does not, and the student's name and result show without scrolling."""
    page = phone_no_js
    page.goto(f"{live_server}/counselor/?lang={lang}")
    page.locator("#roster").set_input_files(csv_file())
    page.locator("#upload").click()
    page.locator("#screen").click()
    wait_for_heading(page, heading)
    fits_the_phone(page)
    box = page.locator("#students .table-scroll")
    expect(page.locator("#table-scroll-hint")).to_be_visible()  # the sign that there is more to the side
    expect(box).to_have_attribute("role", "region")
    expect(box).to_have_attribute("tabindex", "0")
    label = page.locator("#" + box.get_attribute("aria-labelledby")).inner_text()
    assert label.strip(), "the scrolling region has no name"
    region = box.bounding_box()
    assert region["x"] >= 0 and region["x"] + region["width"] <= 360, region
    table_width = page.evaluate("document.querySelector('#results-table').scrollWidth")
    scroll = page.evaluate("(() => { const b = document.querySelector('#students .table-scroll');"
                           " return [b.scrollWidth, b.clientWidth, getComputedStyle(b).overflowX]; })()")
    assert scroll[2] == "auto" and scroll[0] > scroll[1] and table_width > 360, scroll
    heads = page.locator("#results-table thead th")
    assert [heads.nth(0).inner_text(), heads.nth(1).inner_text()] == [("Student" if lang == "en" else "Estudiante"),
                                                                       result]
    for cell in (page.locator("#row-2 th"), page.locator("#row-2 .tag"), heads.nth(1)):
        b = cell.bounding_box()
        assert b["x"] >= 0 and b["x"] + b["width"] <= 360, (cell, b)
    box.focus()
    assert page.evaluate("document.activeElement.getAttribute('role')") == "region"
    box.evaluate("b => { b.scrollLeft = 10000; }")  # the overflow scrolls (it is not clipped away)
    assert page.evaluate("document.querySelector('#students .table-scroll').scrollLeft") > 0
    last = page.locator("#results-table thead th").last.bounding_box()
    assert last["x"] + last["width"] <= 361, last  # the last column can be scrolled into view
    fits_the_phone(page)
