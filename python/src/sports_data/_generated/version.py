# Generated from openapi.json by scripts/generate.mjs. Do not edit.
VERSION = "0.5.0"
"""The package version: package.json's, one version for both clients."""
