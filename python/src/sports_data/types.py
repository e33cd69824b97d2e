"""Every request and result type of the API (`TypedDict`s and `Literal` unions), for annotations:
`from sports_data.types import Player, QueryRun`."""

from ._generated.types import *  # noqa: F403
from ._generated.types import __all__ as __all__
