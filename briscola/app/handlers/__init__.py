"""The handlers: functions over the page's state that return the steps the controller
carries out (:mod:`briscola.app.steps`). The one table of acts is in :mod:`.clicks`."""
