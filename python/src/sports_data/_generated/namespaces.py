# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The client's namespaces: one attribute per tag of openapi.json."""

from __future__ import annotations

from .._resource import Namespaces
from .._query import AsyncQueryResource, QueryResource
from .._exports import AsyncExportsResource, ExportsResource
from .async_resources import AsyncReference, AsyncPlayers, AsyncTeams, AsyncPersons, AsyncMovements, AsyncGames, AsyncPortal, AsyncAlerts
from .sync_resources import Reference, Players, Teams, Persons, Movements, Games, Portal, Alerts


class SyncNamespaces(Namespaces):
    """The namespaces of `SportsData`: made with the client's runtime, one per tag of openapi.json."""

    _classes = {"reference": Reference, "players": Players, "teams": Teams, "persons": Persons, "movements": Movements, "games": Games, "portal": Portal, "query": QueryResource, "alerts": Alerts, "exports": ExportsResource}

    reference: Reference
    """Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."""
    players: Players
    """Player search, profiles and season stats. Free reads."""
    teams: Teams
    """Teams, their rosters and coaching staffs. Free reads."""
    persons: Persons
    """Persons (players and coaches): careers and transfers. Free reads."""
    movements: Movements
    """Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."""
    games: Games
    """Games and their results. Free reads."""
    portal: Portal
    """The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."""
    query: QueryResource
    """Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."""
    alerts: Alerts
    """Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."""
    exports: ExportsResource
    """Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."""


class AsyncNamespaces(Namespaces):
    """The namespaces of `AsyncSportsData`: made with the client's runtime, one per tag of openapi.json."""

    _classes = {"reference": AsyncReference, "players": AsyncPlayers, "teams": AsyncTeams, "persons": AsyncPersons, "movements": AsyncMovements, "games": AsyncGames, "portal": AsyncPortal, "query": AsyncQueryResource, "alerts": AsyncAlerts, "exports": AsyncExportsResource}

    reference: AsyncReference
    """Reference data: sports, divisions, conferences, the filter catalog and the coverage matrix. Free reads; the coverage matrix needs no key."""
    players: AsyncPlayers
    """Player search, profiles and season stats. Free reads."""
    teams: AsyncTeams
    """Teams, their rosters and coaching staffs. Free reads."""
    persons: AsyncPersons
    """Persons (players and coaches): careers and transfers. Free reads."""
    movements: AsyncMovements
    """Roster and staff movements: transfers, portal entries, commitments, coaching changes, departures. Free reads."""
    games: AsyncGames
    """Games and their results. Free reads."""
    portal: AsyncPortal
    """The live transfer-portal feed. Usage-billed; needs the `portal` key scope and a verified coach."""
    query: AsyncQueryResource
    """Natural-language query runs: long-running jobs, created then polled. Creation is usage-billed; polling is free."""
    alerts: AsyncAlerts
    """Portal watch alerts and their matches, also pushed to the account's webhook. Usage-billed; creation needs the `portal:alerts` key scope and a verified coach."""
    exports: AsyncExportsResource
    """Bulk exports to gzipped CSV or JSONL: long-running jobs, created then polled. Creation is usage-billed (only when the job succeeds); listing and polling are free."""
