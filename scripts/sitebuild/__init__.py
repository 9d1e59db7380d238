"""Build pipeline of the static site: npm assets, stdlib .pyc zip, pyscript.toml, service worker."""
