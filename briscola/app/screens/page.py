"""What the whole page shows at one moment: the screen, its model, the notice, the state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from briscola.app.acts import Act
from briscola.app.screens.result import ResultModel
from briscola.app.screens.review import ReviewModel
from briscola.app.screens.saved_data import SavedDataModel
from briscola.app.screens.series_end import SeriesEndModel, has_series_end
from briscola.app.screens.start import StartModel
from briscola.app.screens.stats import StatsModel
from briscola.app.screens.table import TableModel
from briscola.tuples import NamedTuple

if TYPE_CHECKING:
    from briscola.app.state import PageState

FOCUS: Final = {
    "result": "#result-headline",
    "rules": "#rules-heading",
    "start": "#start-heading",
    "data": "#data-heading",
    "stats": "#stats-heading",
    "series": "#series-headline",
    "table": '#t-hand [data-focus="card-1"]',
    "review": "#review-heading",
}
"""Where keyboard focus goes when a screen comes up."""


class Notice(NamedTuple):
    """The line above the screens: a message, perhaps one action button, perhaps a close
    button (``closable`` None: only when there is no action)."""

    message: str
    action: Act | None = None
    action_label: str = ""
    closable: bool | None = None


class Page(NamedTuple):
    """Everything the page shows; exactly one of the screen models is set for its screen
    (none for the rules, which depend on the language only)."""

    screen: str
    """"start", "table", "result", "series", "review", "rules", "data" or "stats"."""
    lang: str
    title: str
    in_game: bool
    """A series is on (the navigation offers to leave it)."""
    notice: Notice | None
    phase: str
    """The session's phase on the table, result and series screens, else the screen's name."""
    hold: bool
    """A finished trick stays on the table."""
    following: bool
    """This tab follows a game played in another one."""
    sound: bool = True
    """The sound effects are on (the bar's switch shows it)."""
    installable: bool = False
    """The browser offers to install the site as an app (the bar shows "Installa")."""
    start: StartModel | None = None
    table: TableModel | None = None
    result: ResultModel | None = None
    data: SavedDataModel | None = None
    review: ReviewModel | None = None
    stats: StatsModel | None = None
    series: SeriesEndModel | None = None

    @property
    def fragment(self) -> str:
        """The URL's fragment: the rules page names itself so that a reload comes back."""
        return "rules" if self.screen == "rules" else ""


def screen_name(state: PageState) -> str:
    """The screen to show now."""
    if state.rules_open:
        return "rules"
    if state.data_open:
        return "data"
    reviewing = state.reviewing
    if reviewing is not None and reviewing.standalone and reviewing.open:
        return "review"
    if state.stats_open:
        return "stats"
    session = state.session
    if session is None:
        return "start"
    if session.phase in ("hand-over", "series-over") and not state.hold:
        if reviewing is not None and reviewing.of(session):
            return "review"
        return "series" if state.series_open and has_series_end(session) else "result"
    return "table"
