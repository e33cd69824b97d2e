# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The client's namespaces: one attribute per tag of openapi.json."""

from __future__ import annotations

from .._resource import AsyncRuntime, SyncRuntime
from .._query import AsyncQueryResource, QueryResource
from .._exports import AsyncExportsResource, ExportsResource
from .async_resources import AsyncReference, AsyncPlayers, AsyncTeams, AsyncPersons, AsyncMovements, AsyncGames, AsyncPortal, AsyncAlerts
from .sync_resources import Reference, Players, Teams, Persons, Movements, Games, Portal, Alerts


class SyncNamespaces:
    """The namespaces of `SportsData`."""

    def __init__(self, runtime: SyncRuntime) -> None:
        self.reference: Reference = Reference(runtime)
        """Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."""
        self.players: Players = Players(runtime)
        """Player search, profiles and season stats. Free reads."""
        self.teams: Teams = Teams(runtime)
        """Teams, their rosters and coaching staffs. Free reads."""
        self.persons: Persons = Persons(runtime)
        """Persons (players and coaches): careers and transfers. Free reads."""
        self.movements: Movements = Movements(runtime)
        """Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."""
        self.games: Games = Games(runtime)
        """Games and their results. Free reads."""
        self.portal: Portal = Portal(runtime)
        """The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."""
        self.query: QueryResource = QueryResource(runtime)
        """Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."""
        self.alerts: Alerts = Alerts(runtime)
        """Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."""
        self.exports: ExportsResource = ExportsResource(runtime)
        """Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."""


class AsyncNamespaces:
    """The namespaces of `AsyncSportsData`."""

    def __init__(self, runtime: AsyncRuntime) -> None:
        self.reference: AsyncReference = AsyncReference(runtime)
        """Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."""
        self.players: AsyncPlayers = AsyncPlayers(runtime)
        """Player search, profiles and season stats. Free reads."""
        self.teams: AsyncTeams = AsyncTeams(runtime)
        """Teams, their rosters and coaching staffs. Free reads."""
        self.persons: AsyncPersons = AsyncPersons(runtime)
        """Persons (players and coaches): careers and transfers. Free reads."""
        self.movements: AsyncMovements = AsyncMovements(runtime)
        """Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."""
        self.games: AsyncGames = AsyncGames(runtime)
        """Games and their results. Free reads."""
        self.portal: AsyncPortal = AsyncPortal(runtime)
        """The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."""
        self.query: AsyncQueryResource = AsyncQueryResource(runtime)
        """Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."""
        self.alerts: AsyncAlerts = AsyncAlerts(runtime)
        """Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."""
        self.exports: AsyncExportsResource = AsyncExportsResource(runtime)
        """Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."""
