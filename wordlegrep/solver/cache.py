"""Arrays in the solver's cache (wordlegrep.store): read back only when the
entry names the same lists and holds the dtype and shape asked for, its
checksum holds and the caller's check passes; else built again.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from wordlegrep.store import cache_dir, cached_json, digest, entry, store

__all__ = ['cache_dir', 'cached_array', 'cached_json', 'digest']
T = TypeVar('T', bound=np.generic)
# Element kinds an array may be cached with (no objects, records or strings).
PLAIN = 'biuf'


def _dtype(text: object) -> np.dtype[np.generic] | None:
    """The plain numeric dtype a header names, or None."""
    try:
        dtype = np.dtype(text) if isinstance(text, str) else None
    except (TypeError, ValueError):
        return None
    return dtype if dtype is not None and dtype.kind in PLAIN else None


def cached_array(name: str, shape: tuple[int, ...], build: Callable[[], npt.NDArray[T]],
                 dtype: npt.DTypeLike | None = None,
                 check: Callable[[npt.NDArray[T]], bool] | None = None) -> npt.NDArray[T]:
    """The array of `shape` (and of `dtype`, when given) cached as `name`,
    if sound and passing `check`; else built now and cached."""
    array = _read(name, shape, None if dtype is None else np.dtype(dtype))
    if array is not None and (check is None or check(array)):
        return array
    array = build()
    if array.shape == shape and _dtype(array.dtype.str) is not None:
        store(name, {'kind': 'array', 'dtype': array.dtype.str, 'shape': list(shape)},
              np.ascontiguousarray(array).data)
    return array


def _read(name: str, shape: tuple[int, ...],
          wanted: np.dtype[np.generic] | None) -> npt.NDArray[Any] | None:
    """The array stored as `name`, if its header promises `shape`, a plain
    dtype (`wanted`, when given) and the size they make, all checked before
    anything is read, and its checksum holds."""
    with entry(name) as found:
        if found is None or found.header.get('kind') != 'array' \
                or found.header.get('shape') != list(shape):
            return None
        held = _dtype(found.header.get('dtype'))
        if held is None or (wanted is not None and wanted != held) \
                or found.size != math.prod(shape) * held.itemsize:
            return None
        array = np.empty(shape, held)
        return array if found.read_into(array.data.cast('B')) else None
