"""The saved-data panel's HTML: named controls, escaped text, no writing from a following tab."""

from briscola.app.acts import Act
from briscola.app.saved.data_file import BackupInfo
from briscola.app.screens.saved_data import present_saved_data
from briscola.ui.markup.chrome import nav, notice
from briscola.ui.markup.saved_data import FILE_INPUT, saved_data

INFOS = [
    BackupInfo("session", 1, 1_000, "unreadable", 10),
    BackupInfo("session", 2, 2_000, "replaced", 10),
    BackupInfo("stats", 1, 3_000, "partly-read", 10),
]


def when(ms: int) -> str:
    return f"<{ms}>"


def test_the_panel_lists_backups_newest_first_with_named_restore_buttons() -> None:
    html = saved_data(present_saved_data(INFOS, "it", when, "Fatto & detto"), "it")
    assert html.index('data-arg="session:2"') < html.index('data-arg="session:1"')
    assert 'aria-label="Ripristina Partita in corso del &lt;2000&gt;"' in html
    assert "&lt;3000&gt;" in html and "<3000>" not in html
    assert 'role="status">Fatto &amp; detto</p>' in html
    assert f'id="{FILE_INPUT}"' in html
    assert 'data-act="erase"' in html and 'data-act="download"' in html


def test_a_following_tab_may_download_but_not_change_anything() -> None:
    html = saved_data(present_saved_data(INFOS, "en", when, following=True), "en")
    assert 'data-act="download"' in html
    for act in ('data-act="restore"', 'data-act="erase"', FILE_INPUT):
        assert act not in html
    assert "open in another tab" in html


def test_no_backups_is_said_and_the_erased_data_is_offered() -> None:
    html = saved_data(present_saved_data([], "de", when, erased=True), "de")
    assert "Keine Sicherungen." in html
    assert 'data-act="download-erased"' in html


def test_the_menu_reaches_the_panel_and_comes_back() -> None:
    assert 'data-act="data"' in nav("it", "start", False)
    assert 'data-act="data"' in nav("it", "table", True)
    panel_nav = nav("it", "data", True)
    assert 'data-act="back"' in panel_nav and 'data-act="data"' not in panel_nav
    assert 'data-act="leave"' not in panel_nav


def test_the_storage_full_notice_offers_the_download_and_can_be_closed() -> None:
    html = notice("Full.", "en", Act.DOWNLOAD, "Download data", closable=True)
    assert 'data-act="download"' in html and 'data-act="dismiss"' in html
    assert 'data-act="dismiss"' not in notice("Other tab.", "en", Act.TAKE, "Play here")
