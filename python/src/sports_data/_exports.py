"""`client.exports`: the generated calls, plus `create_and_poll`/`poll` and `download`."""

from __future__ import annotations

from typing import Any, Literal

from ._download.export_file import AsyncExportFile, ExportFile
from ._internal.download import fetched_job, file_link
from ._generated.async_resources import AsyncExports
from ._generated.sync_resources import Exports
from ._generated.types import ExportJob

Format = Literal["csv", "jsonl"]


class ExportsResource(Exports):
    def download(
        self, job_or_id: ExportJob | str, *, resource: str | None = None, format: Format | None = None
    ) -> ExportFile:
        """
        Opens the file of a succeeded export job (the job, or its id: then it is fetched first).
        Read it once: `for row in file`, or `file.save_to(path)`. `resource`/`format`, when given,
        are checked against the job (`job_mismatch`). Raises ExportDownloadError `not_succeeded` or
        `url_expired` before any file request when the job has no usable link.
        """
        if isinstance(job_or_id, str):
            fetched = self.with_response.get(job_or_id)
            job: Any = fetched_job(fetched.data, fetched.response, job_or_id)
        else:
            job = job_or_id
        checked, url = file_link(job, resource, format)
        opened = self._runtime.run(self._runtime.file_flow(url))
        return ExportFile(checked, opened.response)


class AsyncExportsResource(AsyncExports):
    async def download(
        self, job_or_id: ExportJob | str, *, resource: str | None = None, format: Format | None = None
    ) -> AsyncExportFile:
        """The asynchronous `download`: `async for row in file`, or `await file.save_to(path)`."""
        if isinstance(job_or_id, str):
            fetched = await self.with_response.get(job_or_id)
            job: Any = fetched_job(fetched.data, fetched.response, job_or_id)
        else:
            job = job_or_id
        checked, url = file_link(job, resource, format)
        opened = await self._runtime.run(self._runtime.file_flow(url))
        return AsyncExportFile(checked, opened.response)
