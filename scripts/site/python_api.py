"""The Python API reference's data, read from the package itself: every public name of
`sports_data`, `sports_data.testing` and `sports_data.types`, with its signature and docstring (and
the attribute docstrings the source states under each annotation). Printed as JSON for
scripts/site/build.mjs, which renders it. Standard library only, besides the package.

    python3 scripts/site/python_api.py        (with python/src on sys.path, as build.mjs runs it)
"""

from __future__ import annotations

import ast
import enum
import inspect
import json
import sys
import textwrap
import typing
from typing import Any

import sports_data
import sports_data.testing
import sports_data.types


def annotation(value: Any) -> str:
    if value is inspect.Parameter.empty:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, typing.ForwardRef):
        return value.__forward_arg__
    return inspect.formatannotation(value)


def signature(obj: Any, drop_self: bool = False) -> str:
    try:
        sig = inspect.signature(obj)
    except (TypeError, ValueError):
        return ""
    parts: list[str] = []
    star = False
    for param in sig.parameters.values():
        if drop_self and param.name in ("self", "cls") and not parts:
            continue
        if param.kind is param.KEYWORD_ONLY and not star:
            parts.append("*")
            star = True
        if param.kind is param.VAR_POSITIONAL:
            star = True
        prefix = {param.VAR_POSITIONAL: "*", param.VAR_KEYWORD: "**"}.get(param.kind, "")
        text = prefix + param.name
        if param.annotation is not param.empty:
            text += f": {annotation(param.annotation)}"
        if param.default is not param.empty:
            text += f" = {param.default!r}" if param.annotation is param.empty else f" = {param.default!r}"
        parts.append(text)
    result = f"({', '.join(parts)})"
    if sig.return_annotation is not sig.empty:
        result += f" -> {annotation(sig.return_annotation)}"
    return result


def attribute_docs(cls: type) -> dict[str, tuple[str, str]]:
    """`name: type` annotations of a class body and the docstring under each, read from its source."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    except (OSError, TypeError, SyntaxError):
        return {}
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    out: dict[str, tuple[str, str]] = {}
    for index, node in enumerate(body):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and not node.target.id.startswith("_"):
            doc = ""
            following = body[index + 1] if index + 1 < len(body) else None
            if isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant) and isinstance(following.value.value, str):
                doc = inspect.cleandoc(following.value.value)
            out[node.target.id] = (ast.unparse(node.annotation), doc)
    return out


def own_members(cls: type) -> list[dict[str, Any]]:
    members: list[dict[str, Any]] = []
    for name, (kind, doc) in attribute_docs(cls).items():
        members.append({"name": name, "kind": "attribute", "signature": f": {kind}", "doc": doc})
    for name, value in cls.__dict__.items():
        if name.startswith("_") and name not in ("__init__", "__enter__", "__aenter__"):
            continue
        if name in ("__enter__", "__aenter__"):
            continue
        if isinstance(value, property):
            members.append({"name": name, "kind": "property", "signature": "", "doc": inspect.getdoc(value) or ""})
        elif inspect.isfunction(value) or isinstance(value, (classmethod, staticmethod)):
            fn = value.__func__ if isinstance(value, (classmethod, staticmethod)) else value
            kind = "async method" if inspect.iscoroutinefunction(fn) else "method"
            members.append({"name": name, "kind": kind, "signature": signature(fn, drop_self=True), "doc": inspect.getdoc(fn) or ""})
    return members


def inherited_members(cls: type, documented: set[str]) -> list[dict[str, Any]]:
    """The class's own members and those of its undocumented bases (a private `_Client`, the
    generated namespace mixin), so that every method a user can call is listed once."""
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    for klass in cls.__mro__:
        if klass is object or (klass is not cls and (klass.__name__ in documented or not klass.__module__.startswith("sports_data"))):
            continue
        for member in own_members(klass):
            if member["name"] not in seen:
                seen.add(member["name"])
                out.append(member)
    return out


def describe(name: str, obj: Any, documented: frozenset[str] = frozenset()) -> dict[str, Any]:
    if inspect.isclass(obj):
        if typing.is_typeddict(obj):  # type: ignore[attr-defined]
            hints = getattr(obj, "__annotations__", {})
            required = getattr(obj, "__required_keys__", frozenset())
            fields = [
                {"name": key, "kind": "key", "signature": f": {annotation(value)}" + ("" if key in required else " (optional)"), "doc": ""}
                for key, value in hints.items()
            ]
            docs = {m["name"]: m["doc"] for m in own_members(obj) if m["kind"] == "attribute"}
            for field in fields:
                field["doc"] = docs.get(field["name"], "")
            return {"name": name, "kind": "TypedDict", "signature": "", "doc": inspect.getdoc(obj) or "", "members": fields}
        kind = "exception" if issubclass(obj, BaseException) else "enum" if issubclass(obj, enum.Enum) else "class"
        bases = [b.__name__ for b in obj.__bases__ if b is not object and not b.__name__.startswith("_")]
        init = obj.__dict__.get("__init__")
        sig = signature(init, drop_self=True) if init is not None else ""
        members = [m for m in inherited_members(obj, set(documented)) if m["name"] != "__init__"]
        doc = inspect.getdoc(obj) or ""
        return {"name": name, "kind": kind, "bases": bases, "signature": sig, "doc": doc, "members": members}
    if callable(obj):
        return {"name": name, "kind": "function", "signature": signature(obj), "doc": inspect.getdoc(obj) or "", "members": []}
    return {"name": name, "kind": "constant", "signature": f" = {obj!r}", "doc": "", "members": []}


def public(module: Any) -> list[tuple[str, Any]]:
    names = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
    return [(n, getattr(module, n)) for n in names if hasattr(module, n)]


def main() -> None:
    documented = frozenset(name for name, _ in public(sports_data))
    core = [describe(name, obj, documented) for name, obj in public(sports_data)]
    # The namespaces as a user meets them: the attributes of a client (made without a key; it sends
    # nothing), each an instance of its namespace class (`client.query` adds create_and_poll and
    # poll to the generated methods, `client.exports` download too).
    client = sports_data.SportsData(api_key=None, base_url="http://127.0.0.1:9")
    namespaces = []
    for attr in sorted(vars(type(client)).get("__annotations__", {}) or dir(client)):
        value = getattr(client, attr, None)
        if attr.startswith("_") or value is None or not type(value).__module__.startswith("sports_data") or attr in ("webhooks",):
            continue
        if inspect.ismethod(value) or isinstance(value, (str, int, float)) or isinstance(getattr(type(client), attr, None), property):
            continue
        item = describe(type(value).__name__, type(value))
        item["name"] = f"client.{attr}"
        namespaces.append(item)
    client.close()
    types = [
        describe(name, obj)
        for name, obj in sorted(vars(sports_data.types).items())
        if not name.startswith("_") and inspect.isclass(obj) and typing.is_typeddict(obj)  # type: ignore[attr-defined]
    ]
    aliases = [
        {"name": name, "kind": "alias", "signature": f" = {annotation(obj)}", "doc": "", "members": []}
        for name, obj in sorted(vars(sports_data.types).items())
        if not name.startswith("_") and not inspect.isclass(obj) and not inspect.ismodule(obj) and getattr(obj, "__module__", "") != "__future__"
    ]
    out = {
        "version": sports_data.__version__,
        "python": sys.version.split()[0],
        "modules": [
            {"name": "sports_data", "doc": inspect.getdoc(sports_data) or "", "items": core},
            {
                "name": "sports_data (namespaces)",
                "doc": "The namespaces of `SportsData` (`client.players`, …), one class each. "
                "`AsyncSportsData` has the same namespaces and methods, awaited.",
                "items": namespaces,
            },
            {"name": "sports_data.testing", "doc": inspect.getdoc(sports_data.testing) or "", "items": [describe(n, o) for n, o in public(sports_data.testing)]},
            {"name": "sports_data.types", "doc": inspect.getdoc(sports_data.types) or "", "items": types + aliases},
        ],
    }
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
