"""The origin the key is judged by (`_config.origin_of`): httpx's reading of the very string sent,
refused when urllib.parse reads another origin in it or when it does not parse."""

from __future__ import annotations

import pytest

from sports_data import InvalidArgumentError, SportsData
from sports_data._config import origin_of, redirect_target


@pytest.mark.parametrize(
    ("url", "origin"),
    [
        ("https://api.sports-data.example/v1", "https://api.sports-data.example"),
        ("HTTPS://API.Sports-Data.example:443/v1", "https://api.sports-data.example"),
        ("http://127.0.0.1:8080/x?y=1", "http://127.0.0.1:8080"),
        ("http://[::1]:8080/x", "http://[::1]:8080"),
        ("http://[::1]:80/x", "http://[::1]"),
        ("https://bücher.example/x", "https://xn--bcher-kva.example"),
        ("https://xn--bcher-kva.example/x", "https://xn--bcher-kva.example"),
    ],
)
def test_the_origin_is_the_one_httpx_connects_to(url: str, origin: str) -> None:
    assert origin_of(url) == origin


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.2:8002\\@127.0.0.1:8001/x",  # httpx: 127.0.0.2; urlsplit: 127.0.0.1
        "http://127.0.0.1:8001\\x/y",  # httpx: a path; urlsplit: a bad port
        "http://h:99999/x",
        "http://[::1",
        "http://exa mple/",
        "http://h\t/x",
        "http://user:pass@files.example/x",
        "http://files.example@127.0.0.1/x",
        "ftp://h/x",
        "/v1/relative",
        "//h/x",
        "http:/h/x",
        "",
    ],
)
def test_a_url_that_does_not_parse_or_that_the_parsers_read_differently_has_no_origin(url: str) -> None:
    assert origin_of(url) is None


def test_a_redirect_is_resolved_by_httpx_and_refused_when_urllib_resolves_it_elsewhere() -> None:
    base = "http://127.0.0.1:8001/file.gz"
    assert redirect_target(base, "/other.gz?sig=1") == "http://127.0.0.1:8001/other.gz?sig=1"
    assert redirect_target(base, "//files.example/f.gz") == "http://files.example/f.gz"
    assert redirect_target(base, "https://files.example/f.gz") == "https://files.example/f.gz"
    # httpx resolves this one to an escaped path on 127.0.0.1, having read the location itself as
    # 127.0.0.2: the location is refused before it is rewritten.
    assert redirect_target(base, "http://127.0.0.2:8002\\@127.0.0.1:8001/y") is None
    assert redirect_target(base, "http://[::1") is None
    assert redirect_target(base, "http://h:99999/") is None
    assert redirect_target(base, "file:///etc/passwd") is None


@pytest.mark.parametrize("base_url", ["http://127.0.0.2:8002\\@127.0.0.1:8001", "http://h:99999", "http://[::1"])
def test_a_base_url_the_parsers_read_differently_is_refused(base_url: str) -> None:
    with pytest.raises(InvalidArgumentError) as caught:
        SportsData(api_key="svc_live_" + "K" * 32, base_url=base_url)
    assert caught.value.param == "base_url"
