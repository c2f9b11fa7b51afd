"""The one exception the engine raises for input it cannot make a chart from."""


class ChartInputError(ValueError):
    """Raised for input no chart can be built from; `field` names the input at fault.

    The message names the problem in words a student understands (e.g. 「甲丑」 is not one of
    the sixty 干支). Callers show it beside the field, or return it as a 400 JSON error.
    """

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field

    @property
    def message(self) -> str:
        return str(self.args[0])
