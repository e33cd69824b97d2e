"""The SDK's logger, `logging.getLogger("sports_data")`; its level from `SERVICE_LOG` when set, and
then shown on stderr unless the application configured logging."""

from __future__ import annotations

import logging
import os

from ._internal.redact import redact

logger = logging.getLogger("sports_data")

_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warn": logging.WARNING, "warning": logging.WARNING, "error": logging.ERROR, "off": logging.CRITICAL + 10}


class _RedactFilter(logging.Filter):
    """Every record the SDK logs is redacted as a whole, arguments included (runs only when enabled)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(record.getMessage())
        record.args = None
        return True


class _StderrUntilConfigured(logging.StreamHandler):  # type: ignore[type-arg]
    """Shows the records `SERVICE_LOG` asked for on stderr while the application has configured no
    logging of its own: a level alone would show nothing (Python's last-resort handler prints only
    warnings), and once the root logger has a handler, the records go there and only there."""

    def emit(self, record: logging.LogRecord) -> None:
        if not logging.getLogger().handlers:
            super().emit(record)


logger.addFilter(_RedactFilter())
_level = _LEVELS.get(os.environ.get("SERVICE_LOG", "").strip().lower())
if _level is not None:
    logger.setLevel(_level)
    if _level <= logging.CRITICAL:
        _handler = _StderrUntilConfigured()
        _handler.setFormatter(logging.Formatter("%(asctime)s sports_data %(levelname)s %(message)s"))
        logger.addHandler(_handler)
