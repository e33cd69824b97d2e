# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""Code generated from openapi.json; the hand-written runtime imports it."""
