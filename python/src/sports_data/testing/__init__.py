"""Test your code against the fake Sports Data API, from Python.

`FakeService` runs the same fake as the npm package's `sports-data-fake` (bundled into this package;
it needs `node` 18+), and the pytest fixture `sports_data_fake` (a pytest plugin this package
registers) hands one to each test with its faults cleared and its request log empty:

```python
from sports_data import SportsData

def test_my_report(sports_data_fake):
    client = SportsData(api_key=sports_data_fake.keys["developer"], base_url=sports_data_fake.url)
    ...
    assert sports_data_fake.control.count("search_players") == 1
```
"""

from ._control import Delivery, FakeControl, PortalEntryAdded, RecordedRequest
from ._errors import FakeServiceError, FakeServiceErrorReason
from ._node import MIN_NODE_MAJOR
from ._service import FakeAccount, FakeService

__all__ = [
    "FakeService",
    "FakeControl",
    "FakeAccount",
    "FakeServiceError",
    "FakeServiceErrorReason",
    "RecordedRequest",
    "PortalEntryAdded",
    "Delivery",
    "MIN_NODE_MAJOR",
]
