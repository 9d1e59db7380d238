"""The built site boots Python in headless Chromium, locally and offline."""

import pytest
from playwright.sync_api import BrowserContext, Page

from .browser_harness import BOOT_TIMEOUT_MS, RequestLog, boot, wait_ready

# The page's requests and its offline reload: its service worker and precache included.
pytestmark = [pytest.mark.browser, pytest.mark.service_worker]


def test_page_boots_to_ready(page: Page, site_url: str, request_log: RequestLog) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    boot(page, site_url)
    assert errors == []
    assert request_log.failures == []


def test_page_makes_no_other_origin_request(
    page: Page, site_url: str, request_log: RequestLog
) -> None:
    boot(page, site_url)
    page.wait_for_load_state("networkidle")
    request_log.assert_same_origin(site_url)


def test_page_boots_from_a_sub_path(page: Page, subpath_url: str, request_log: RequestLog) -> None:
    boot(page, subpath_url)
    outside = [url for url in request_log.urls if not url.startswith(subpath_url)]
    assert outside == []
    assert request_log.failures == []


def test_reload_offline_boots_from_service_worker(
    page: Page, context: BrowserContext, site_url: str
) -> None:
    boot(page, site_url)
    # The worker claims the page only once it has precached the whole site.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
