"""The API reference, generated from the package when the book is built.

Every name of ``attnviz.__all__`` is documented under its public import path, ``attnviz.<Name>``
(the HTML id of its entry), on the page of the sub-package that defines it. A page of
``book/api/`` holds one directive, ``.. attnviz-api:: mechanism``, which writes:

- the sub-package's docstring;
- one section per module of the sub-package that defines public names, in the order of the
  chapters that introduce them: the module's summary line, then an autodoc entry per name, in
  source order, each followed by "Introduced in chapter N" and a link to that chapter.

Nothing is listed by hand: which names a page shows is read from the package (each object's
``__module__``; for data such as ``KERNELS``, the module whose source assigns it), and a
module's chapter is the first chapter its docstring names (every module's docstring does, as
"(chapter 5, *Multi-head attention*)"; a module used by every chapter starts at chapter 1),
linked to ``notebooks/NN_*.ipynb`` in the table of contents. When the build has read every
page, a public name that no page documented, or documented twice, is a warning (an error under
``-W``), so a name added to ``attnviz.__all__`` or moved between modules cannot be left out.

References to a submodule's path (``attnviz.mechanism.masks.MaskedSoftmax``, as type hints
write them) resolve to the public entry (``attnviz.MaskedSoftmax``), and ``:mod:`` references
to a module without public names land on its sub-package's page.

Registered in _config.yml: ``sphinx.local_extensions`` puts book/_ext on ``sys.path``, and the
name is listed in ``sphinx.config.extensions`` (which replaces Jupyter Book's computed list).
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import pkgutil
import re
from dataclasses import dataclass, field
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode, nested_parse_with_titles

LOGGER = logging.getLogger(__name__)
PACKAGE = "attnviz"
# The chapter a module starts at when its docstring says "every chapter" and names no number.
EVERY_CHAPTER = re.compile(r"\bevery chapter\b", re.IGNORECASE)
CHAPTER = re.compile(r"\bchapters?\s+(\d+)\b", re.IGNORECASE)
# "chapter 5", "chapters 4 and 7", "chapters 4, 5, 7 and 8", "chapters 2 to 8"
CHAPTER_LIST = re.compile(r"\bchapters?\s+(\d+(?:(?:,\s*|\s+and\s+|\s+to\s+)\d+)*)",
                          re.IGNORECASE)
# Where the prose of a Google-style docstring ends
SECTION = re.compile(r"^(Args|Arguments|Attributes|Returns|Yields|Raises|Examples?|Notes?):\s*$")


@dataclass
class Module:
    """One module of the package and the public names it defines."""

    name: str  # attnviz.mechanism.masks
    chapter: int  # the first chapter its docstring names
    summary: str  # the first paragraph of its docstring
    named: set[int] = field(default_factory=set)  # every chapter its docstring names
    names: list[str] = field(default_factory=list)  # in source order


def chapter_of(docstring: str | None) -> int | None:
    """The chapter a module docstring names first ("chapter 5", "chapters 4 and 7": 4);
    1 for a module that says it serves "every chapter"; None if it names none."""
    text = docstring or ""
    found = CHAPTER.search(text)
    if found is not None:
        return int(found.group(1))
    return 1 if EVERY_CHAPTER.search(text) else None


def chapters_named(docstring: str | None) -> set[int]:
    """Every chapter a docstring names ("chapters 2 to 8": 2, 3, ..., 8)."""
    named: set[int] = set()
    for found in CHAPTER_LIST.finditer(docstring or ""):
        text = found.group(1)
        numbers = [int(n) for n in re.findall(r"\d+", text)]
        for low, high in re.findall(r"(\d+)\s+to\s+(\d+)", text):
            numbers += range(int(low), int(high) + 1)
        named.update(numbers)
    return named


def chapter_of_name(module: Module, obj: Any) -> int:
    """The chapter that introduces a public object: the one its own docstring's prose (before
    Args:, Attributes:, ...) names first, if that is one of the chapters its module's docstring
    names ("chapters 1 and 3": ``cosine_scores`` says chapter 3), else its module's chapter."""
    if not (inspect.isclass(obj) or inspect.isroutine(obj)):
        return module.chapter
    prose = []
    for line in (inspect.getdoc(obj) or "").splitlines():
        if SECTION.match(line):
            break
        prose.append(line)
    found = CHAPTER.search("\n".join(prose))
    if found is not None and int(found.group(1)) in module.named:
        return int(found.group(1))
    return module.chapter


@functools.cache
def _assigned_names(module: Any) -> frozenset[str]:
    """The names a module's own source assigns at top level (data, not imports); parsed once
    per module and build (the reference's pages ask about every one for each unlinked name)."""
    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError):
        return frozenset()
    names: set[str] = set()
    for statement in tree.body:
        targets = (statement.targets if isinstance(statement, ast.Assign)
                   else [statement.target] if isinstance(statement, ast.AnnAssign) else [])
        names |= {target.id for target in targets if isinstance(target, ast.Name)}
    return frozenset(names)


@functools.cache
def _submodules(package: Any) -> tuple[Any, ...]:
    """Every module of the package that imports here (the explorers need ipywidgets), found
    once per build."""
    found = []
    for info in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}."):
        try:
            found.append(importlib.import_module(info.name))
        except ImportError:
            continue
    return tuple(found)


def defining_module(name: str) -> str:
    """The module that defines the public name ``attnviz.<name>``: the object's
    ``__module__``, or for data without one, the one module whose source assigns the name."""
    package = importlib.import_module(PACKAGE)
    obj = getattr(package, name)
    module = getattr(obj, "__module__", None)
    if isinstance(module, str) and module.startswith(f"{PACKAGE}."):
        return module
    owners = [m.__name__ for m in _submodules(package)
              if getattr(m, name, None) is obj and name in _assigned_names(m)]
    if len(owners) != 1:
        raise LookupError(f"{PACKAGE}.{name}: defined in {owners or 'no module'}, expected one")
    return owners[0]


def _source_line(module: Any, name: str) -> int:
    obj = getattr(module, name)
    try:
        return inspect.getsourcelines(obj)[1]
    except (OSError, TypeError):
        pass
    try:
        source = inspect.getsource(module)
    except (OSError, TypeError):
        return 0
    found = re.search(rf"^{re.escape(name)}\b", source, flags=re.MULTILINE)
    return source.count("\n", 0, found.start()) + 1 if found else 0


def public_modules() -> dict[str, list[Module]]:
    """Sub-package (``mechanism``, ``models``, ...) -> its modules that define public names,
    ordered by chapter then module name; each module's names in source order."""
    package = importlib.import_module(PACKAGE)
    modules: dict[str, Module] = {}
    for name in package.__all__:
        module_name = defining_module(name)
        if module_name not in modules:
            module = importlib.import_module(module_name)
            chapter = chapter_of(module.__doc__)
            if chapter is None:
                raise LookupError(f"the docstring of {module_name} names no chapter")
            summary = " ".join(inspect.cleandoc(module.__doc__ or "").split("\n\n")[0].split())
            modules[module_name] = Module(module_name, chapter, summary,
                                          named=chapters_named(module.__doc__))
        modules[module_name].names.append(name)
    grouped: dict[str, list[Module]] = {}
    for module in sorted(modules.values(), key=lambda m: (m.chapter, m.name)):
        imported = importlib.import_module(module.name)
        module.names.sort(key=lambda n: (_source_line(imported, n), n))
        grouped.setdefault(module.name.split(".")[1], []).append(module)
    return grouped


def chapter_documents(docnames: Any) -> dict[int, str]:
    """Chapter number -> its document (``notebooks/05_multihead_attention``)."""
    chapters = {}
    for docname in docnames:
        found = re.fullmatch(r"notebooks/(\d\d)_\w+", docname)
        if found:
            chapters[int(found.group(1))] = docname
    return chapters


def _autodoc_directive(obj: Any) -> str:
    if inspect.isclass(obj):
        if issubclass(obj, BaseException):
            return "autoexception"
        return "autoclass"
    if callable(obj):
        return "autofunction"
    return "autodata"


class ApiDirective(SphinxDirective):
    """``.. attnviz-api:: <sub-package>``: the reference of one sub-package (see above)."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        subpackage = self.arguments[0]
        grouped = public_modules()
        if subpackage not in grouped:
            raise self.error(f"{PACKAGE}.{subpackage} defines no name of {PACKAGE}.__all__; "
                             f"expected one of {sorted(grouped)}")
        chapters = chapter_documents(self.env.found_docs)
        package = importlib.import_module(PACKAGE)
        documented = self.env.attnviz_api_documented  # type: ignore[attr-defined]
        lines = [".. py:currentmodule:: attnviz", ""]
        doc = importlib.import_module(f"{PACKAGE}.{subpackage}").__doc__ or ""
        lines += [*inspect.cleandoc(doc).splitlines(), ""]
        for module in grouped[subpackage]:
            title = f"``{module.name}``"
            lines += [title, "-" * len(title), "",
                      f".. py:module:: {module.name}", "",
                      ".. py:currentmodule:: attnviz", "",
                      module.summary, ""]
            attribute_docs = _attribute_docs(module.name)
            for name in module.names:
                obj = getattr(package, name)
                directive = _autodoc_directive(obj)
                if directive == "autodata":
                    # autodoc would read the docstring of the value's type (dict, ...): the
                    # entry is the module's ``#:`` comment on the assignment instead.
                    lines += [f".. py:data:: {name}", f"   :module: {PACKAGE}", ""]
                else:
                    lines.append(f".. {directive}:: {PACKAGE}.{name}")
                if directive == "autoclass":
                    lines.append("   :members:")
                    fields = getattr(obj, "_fields", None)
                    if isinstance(fields, tuple) and issubclass(obj, tuple):
                        # A named tuple's fields are described by its docstring's Attributes
                        lines.append(f"   :exclude-members: {', '.join(fields)}")
                lines.append("")
                for line in attribute_docs.get(name, []):
                    lines.append(f"   {line}" if line else "")
                number = chapter_of_name(module, obj)
                if number not in chapters:
                    raise self.error(f"{PACKAGE}.{name}: chapter {number} (from the docstring of "
                                     f"{module.name}) is not in the table of contents")
                lines += ["   .. rst-class:: attnviz-api-chapter", "",
                          f"   Introduced in chapter {number}, :doc:`/{chapters[number]}`.", ""]
                if name in documented and documented[name] != self.env.docname:
                    LOGGER.warning(f"{PACKAGE}.{name} is documented on two pages: "
                                   f"{documented[name]} and {self.env.docname}",
                                   location=(self.env.docname, self.lineno))
                documented[name] = self.env.docname
            self.env.note_dependency(importlib.import_module(module.name).__file__)
        container = nodes.container()
        nested_parse_with_titles(self.state, StringList(lines, source=f"{PACKAGE}.{subpackage}"),
                                 container)
        return container.children


def _attribute_docs(module_name: str) -> dict[str, list[str]]:
    """The ``#:`` comments (or strings) that document a module's data, by name."""
    from sphinx.pycode import ModuleAnalyzer

    try:
        docs = ModuleAnalyzer.for_module(module_name).find_attr_docs()
    except Exception:  # noqa: BLE001 - no source: no attribute docs
        return {}
    return {name: list(lines) for (scope, name), lines in docs.items() if scope == ""}


def _init_env(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    if not hasattr(env, "attnviz_api_documented"):
        env.attnviz_api_documented = {}  # type: ignore[attr-defined]


def _purge_doc(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    documented = getattr(env, "attnviz_api_documented", {})
    for name in [n for n, d in documented.items() if d == docname]:
        del documented[name]


def _merge(app: Sphinx, env: BuildEnvironment, docnames: set[str],
           other: BuildEnvironment) -> None:
    env.attnviz_api_documented.update(other.attnviz_api_documented)  # type: ignore[attr-defined]


def _check_all_documented(app: Sphinx, env: BuildEnvironment) -> None:
    """Every public name has an entry (warn otherwise: an error under -W)."""
    documented = getattr(env, "attnviz_api_documented", {})
    package = importlib.import_module(PACKAGE)
    missing = [name for name in package.__all__ if name not in documented]
    if missing:
        LOGGER.warning(f"the API reference documents no entry for {len(missing)} public names "
                       f"of {PACKAGE}.__all__: {', '.join(missing)}")


def _defined_in_package(target: str, node: pending_xref) -> bool:
    """Whether a reference names something the package defines: a dotted path inside it
    (``attnviz.data.translation.ParallelText``), a member of the class whose entry holds the
    reference (``score``), or a module-level name of one of its modules (``DECIMALS``)."""
    package = importlib.import_module(PACKAGE)
    parts = target.split(".")
    if parts[0] == PACKAGE:
        for split in range(len(parts) - 1, 0, -1):
            try:
                obj: Any = importlib.import_module(".".join(parts[:split]))
            except ImportError:
                continue
            for part in parts[split:]:
                if not hasattr(obj, part):
                    return False
                obj = getattr(obj, part)
            return True
        return False
    owner = node.get("py:class")
    if owner and hasattr(getattr(package, owner.split(".")[0], None), parts[0]):
        return True
    return any(_defines(module, parts[0]) for module in _submodules(package))


def _defines(module: Any, name: str) -> bool:
    """Whether a module defines ``name`` itself (assigns it, or holds the class or function
    whose home it is), rather than importing it."""
    if name not in vars(module):
        return False
    return (name in _assigned_names(module)
            or getattr(vars(module)[name], "__module__", None) == module.__name__)


def _public_target(app: Sphinx, env: BuildEnvironment, node: pending_xref,
                   contnode: nodes.Element) -> nodes.Element | None:
    """Resolve ``attnviz.<sub>.<module>.<Name>`` to ``attnviz.<Name>`` for a public name, and a
    module that the reference shows no section for to its sub-package's page."""
    if node.get("refdomain") != "py":
        return None
    target = node.get("reftarget", "")
    if not target.startswith(f"{PACKAGE}."):
        return _unlinked(target, node, contnode)
    package = importlib.import_module(PACKAGE)
    domain = env.get_domain("py")
    parts = target.split(".")
    if node.get("reftype") == "mod":
        pages = {sub: doc for name, doc in env.attnviz_api_documented.items()  # type: ignore[attr-defined]
                 for sub in [defining_module(name).split(".")[1]]}
        if len(parts) >= 2 and parts[1] in pages:
            return make_refnode(app.builder, node["refdoc"], pages[parts[1]], "", contnode)
        return None
    for start in range(2, len(parts)):
        name = ".".join(parts[start:])
        if parts[start] in package.__all__:
            new = node.deepcopy()
            new["reftarget"] = f"{PACKAGE}.{name}"
            return domain.resolve_xref(env, node["refdoc"], app.builder, node["reftype"],
                                       f"{PACKAGE}.{name}", new, contnode)
    return _unlinked(target, node, contnode)


def _unlinked(target: str, node: pending_xref, contnode: nodes.Element) -> nodes.Element | None:
    """On the reference's pages, a name the package defines but does not export (a helper's
    constant, a private class in a type hint) is shown as code without a link; anything else
    stays a missing reference (a warning)."""
    if str(node.get("refdoc", "")).startswith("book/api/") and _defined_in_package(target, node):
        return contnode
    return None


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("sphinx.ext.autodoc")
    app.add_directive("attnviz-api", ApiDirective)
    app.connect("env-before-read-docs", _init_env)
    app.connect("env-purge-doc", _purge_doc)
    app.connect("env-merge-info", _merge)
    app.connect("env-check-consistency", _check_all_documented)
    app.connect("missing-reference", _public_target)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 1}

