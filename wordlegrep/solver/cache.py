"""The on-disk cache: arrays and small JSON records under the user's cache
directory, named by a hash of what they were computed from. The cache only
saves time: a cache that cannot be read or written is the same as none.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

# Bump when the meaning of a cached file changes, so old files are not read.
FORMAT = 'wordlegrep-cache-1'
T = TypeVar('T', bound=np.generic)


def cache_dir() -> Path:
    """`$XDG_CACHE_HOME/wordlegrep`, else `~/.cache/wordlegrep`."""
    base = os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'), '.cache')
    return Path(base) / 'wordlegrep'


def digest(*parts: Iterable[str] | str) -> str:
    """A short hash naming a result by everything it was computed from.

    >>> digest(['aa', 'bb'], 'x') == digest(['aa', 'bb'], 'x') != digest(['aab', 'b'], 'x')
    True
    """
    hasher = hashlib.sha256(FORMAT.encode())
    for part in parts:
        text = part if isinstance(part, str) else '\n'.join(part)
        hasher.update(b'\0' + text.encode())
    return hasher.hexdigest()[:24]


def _write(path: Path, save: Callable[[Any], None]) -> None:
    """Write a file whole or not at all: a temporary file, then a rename."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix='.tmp-')
    except OSError:
        return
    try:
        with os.fdopen(fd, 'wb') as stream:
            save(stream)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)


def cached_array(name: str, shape: tuple[int, ...],
                 build: Callable[[], npt.NDArray[T]]) -> npt.NDArray[T]:
    """The array of `shape` cached as `name`, else built now and cached."""
    path = cache_dir() / f'{name}.npy'
    try:
        array: npt.NDArray[T] = np.load(path, allow_pickle=False)
        if array.shape == shape:
            return array
    except (OSError, ValueError, EOFError):
        pass
    array = build()
    _write(path, lambda stream: np.save(stream, array, allow_pickle=False))
    return array


def cached_json(name: str, build: Callable[[], Any],
                valid: Callable[[Any], bool] = lambda record: True) -> Any:
    """The JSON record cached as `name` if `valid` accepts it, else built
    now and cached."""
    path = cache_dir() / f'{name}.json'
    try:
        record = json.loads(path.read_text())
        if valid(record):
            return record
    except (OSError, ValueError):
        pass
    record = build()
    _write(path, lambda stream: stream.write(json.dumps(record).encode()))
    return record
