"""The one error type of the build."""


class BuildError(Exception):
    """The site cannot be built; the message says why and what to do."""
