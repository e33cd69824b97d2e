"""A notebook's flow, as a script: wait for an export with a progress bar, download it straight into
a pandas DataFrame typed by the document (integers, floats, nullable integers, UTC instants), and
look at it. Needs pandas (`pip install 'sports-data-sdk[pandas]'`); tqdm draws the bars where it is
installed (in a notebook, or on a terminal), else (and in a pipe) progress goes to the log. In a notebook, each step is a cell, and `job`, `page` or an
error shows as a small table. The last cell re-runs a free read from the client's cache: no request,
no read of the plan's quota."""

import tempfile

from sports_data import SportsData

with SportsData() as client:
    # Cell 1: the export, waited for with a bar of its state (usage-billed: sent once).
    job = client.exports.create_and_poll(resource="games", format="csv", progress=True)

    # Cell 2: the file into a DataFrame, a bar of its rows as it downloads. The CSV is read by pandas'
    # own reader with the document's column types: no to_numeric, no json_normalize.
    games = client.exports.download(job).to_pandas(progress=True)
    print(f"{len(games)} games; column types:")
    for column in ("season", "starts_at", "home.score", "venue"):
        print(f"  {column}: {games[column].dtype}")

    # Cell 3: analysis as usual. A score is missing (a nullable integer) until a game is played.
    played = games[games["home.score"].notna()]
    margin = (played["home.score"] - played["away.score"]).abs()
    print(f"{len(played)} played, mean margin {margin.mean():.1f}; first game {games['starts_at'].min():%Y-%m-%d}")

    # Cell 4: a free list into a frame, every page up to max_items.
    teams = client.teams.list(limit=100).to_pandas(max_items=250)
    print(f"{len(teams)} teams in {teams['sport'].nunique()} sports")


# Cell 5: a client with a read cache in a folder (in a notebook, a fixed one such as
# "~/.cache/sports-data": it outlives a kernel restart). Running the cell again costs no request.
with tempfile.TemporaryDirectory() as folder, SportsData(cache=folder) as client:
    for run in ("first run", "re-run"):
        result = client.teams.with_response.list(sport="football", limit=100)
        print(f"{run}: {len(result.data.data)} teams, from_cache={result.meta.from_cache}")
    print(f"requests saved by the cache: {client.usage().cache_hits}")
