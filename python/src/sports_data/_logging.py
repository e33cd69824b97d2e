"""The SDK's logger, `logging.getLogger("sports_data")`; its level from `SERVICE_LOG` when set."""

from __future__ import annotations

import logging
import os

from ._redact import redact

logger = logging.getLogger("sports_data")

_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "warn": logging.WARNING, "warning": logging.WARNING, "error": logging.ERROR, "off": logging.CRITICAL + 10}


class _RedactFilter(logging.Filter):
    """Every record the SDK logs is redacted as a whole, arguments included (runs only when enabled)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(record.getMessage())
        record.args = None
        return True


logger.addFilter(_RedactFilter())
_level = _LEVELS.get(os.environ.get("SERVICE_LOG", "").strip().lower())
if _level is not None:
    logger.setLevel(_level)
