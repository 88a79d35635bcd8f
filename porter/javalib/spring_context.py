"""Spring's application context as ported programs use it: the stereotypes (``@Component``,
``@Service``, ``@Repository``, ``@Controller``, ``@RestController``, ``@Configuration``,
``@SpringBootApplication``) as class decorators, ``@Bean`` methods, constructor injection,
``@Autowired`` fields and setters, ``@Value("${key:default}")`` from ``application.properties``
or ``application.yml`` on the class path, ``@PostConstruct``, ``getBean``, and
``AnnotationConfigApplicationContext``; Spring's ``ClassPathResource`` over the port's resources.

The porter writes Spring's annotations as data this module reads: a class's and a method's
as decorators (``@Service``, ``@Bean``), a parameter's and a field's as its Python annotation
``Java(type, *annotations)`` (``service: Java("ScoringService")``, ``bias: Java("float",
Value("${scoring.bias:0.5}"))``). A component scan imports the modules of the application
class's package and its subpackages, as Spring's scans the class path under that package."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import sys
import typing
from pathlib import Path
from typing import Any, Self

from porter.javalib.exceptions import (
    FileNotFoundException,
    IllegalStateException,
    MalformedURLException,
    NumberFormatException,
)
from porter.javalib.files import File, FileInputStream
from porter.javalib.resources import class_path_roots

# -- Annotations ----------------------------------------------------------------------------------

_STEREOTYPE = "__spring_stereotype__"


def _mark(attribute: str, value: Any) -> Any:
    """An annotation with or without arguments (``@Service`` and ``@Service("name")``)."""

    def decorate(target: Any) -> Any:
        marks = dict(target.__dict__.get("__spring__", {}))
        marks[attribute] = value
        target.__spring__ = marks
        return target

    return decorate


# Annotations whose value is a class (``@ExceptionHandler(E.class)``): never used bare, as
# ``@ExceptionHandler()`` is the porter's spelling of ``@ExceptionHandler`` alone.
CLASS_VALUED = frozenset(
    ["ExceptionHandler", "Import", "WebMvcTest", "ContextConfiguration"]
    + ["EnableConfigurationProperties"]
)


def annotation_type(name: str) -> Any:
    def annotation(*args: Any, **kwargs: Any) -> Any:
        if (
            len(args) == 1
            and not kwargs
            and name not in CLASS_VALUED
            and (inspect.isclass(args[0]) or inspect.isfunction(args[0]))
        ):
            return _mark(name, {})(args[0])  # used bare: ``@Service``
        values = dict(kwargs)
        if args:
            values["value"] = args[0] if len(args) == 1 else list(args)
        return _mark(name, values)

    annotation.__name__ = name
    return annotation


Component = annotation_type("Component")
Service = annotation_type("Service")
Repository = annotation_type("Repository")
Controller = annotation_type("Controller")
RestController = annotation_type("RestController")
Configuration = annotation_type("Configuration")
SpringBootApplication = annotation_type("SpringBootApplication")
ControllerAdvice = annotation_type("ControllerAdvice")
RestControllerAdvice = annotation_type("RestControllerAdvice")
Bean = annotation_type("Bean")
PostConstruct = annotation_type("PostConstruct")
PreDestroy = annotation_type("PreDestroy")
Primary = annotation_type("Primary")
ComponentScan = annotation_type("ComponentScan")
Import = annotation_type("Import")
ConfigurationProperties = annotation_type("ConfigurationProperties")
EnableConfigurationProperties = annotation_type("EnableConfigurationProperties")

COMPONENTS = (
    "Component",
    "Service",
    "Repository",
    "Controller",
    "RestController",
    "Configuration",
    "SpringBootApplication",
    "ControllerAdvice",
    "RestControllerAdvice",
)


class Autowired:
    """``@Autowired``: on a field (``Java("T", Autowired())``), a setter or a constructor."""

    def __init__(self, required: bool = True) -> None:
        self.required = required

    def __call__(self, target: Any) -> Any:
        return _mark("Autowired", {"required": self.required})(target)

    def __repr__(self) -> str:
        return "Autowired()"


class Qualifier:
    def __init__(self, value: str) -> None:
        self.value = value


class Value:
    """``@Value("${key:default}")`` on a field or parameter."""

    def __init__(self, value: str) -> None:
        self.value = value

    def __repr__(self) -> str:
        return f"Value({self.value!r})"


def marks(target: Any) -> dict[str, Any]:
    """The Spring annotations of a class or function (its own, not inherited)."""
    return target.__dict__.get("__spring__", {}) if hasattr(target, "__dict__") else {}


class Java:
    """``Java("List<Float>", RequestBody())``: a parameter's, field's or ``@Bean`` method's
    Java type as Java spells it, and its Spring annotations. A call, where
    ``typing.Annotated`` would read the type as a Python expression (``List<Float>`` and
    ``float[]`` are not) and linters would look its name up."""

    def __init__(self, java_type: str, *annotations: Any) -> None:
        self.java_type, self.annotations = java_type, list(annotations)

    def __repr__(self) -> str:
        return f"Java({', '.join(map(repr, [self.java_type, *self.annotations]))})"


def java_annotations(hint: Any) -> tuple[str | None, list[Any]]:
    """A parameter's or field's Python annotation: (its Java type, its Spring annotations)."""
    if isinstance(hint, Java):
        return hint.java_type, list(hint.annotations)
    return _type_text(hint), []


def _type_text(hint: Any) -> str | None:
    if isinstance(hint, Java):
        return hint.java_type
    if isinstance(hint, str):
        return hint
    if isinstance(hint, typing.ForwardRef):
        return hint.__forward_arg__
    return getattr(hint, "__name__", None)


def annotation_of(extra: list[Any], kind: type) -> Any:
    return next((a for a in extra if isinstance(a, kind)), None)


# -- The environment: application.properties and application.yml --------------------------------


def _read_properties(path: Path) -> dict[str, str]:
    from porter.javalib.properties import Properties

    props = Properties()
    with FileInputStream(path) as stream:
        props.load(stream)
    return {k: props.getProperty(k) for k in props.stringPropertyNames()}


def _read_yaml(path: Path) -> dict[str, str]:
    """A YAML file as Spring flattens it: nested keys joined by dots, list items ``key[0]``."""
    try:
        import yaml
    except ImportError as e:  # pragma: no cover - PyYAML is installed with the porter
        raise IllegalStateException(f"cannot read {path}: PyYAML is not installed") from e
    flat: dict[str, str] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(f"{prefix}[{i}]", v)
        else:
            flat[prefix] = (
                ""
                if value is None
                else str(value).lower()
                if isinstance(value, bool)
                else str(value)
            )

    for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
        walk("", doc or {})
    return flat


class Environment:
    """The properties: ``application.properties``/``.yml`` from the class path, overridden by
    ``--key=value`` arguments (Spring Boot's command line property source)."""

    def __init__(self, anchor: Any = None, args: Any = ()) -> None:
        self.properties: dict[str, str] = {}
        roots = (
            class_path_roots(anchor) if anchor is not None else [Path(p or ".") for p in sys.path]
        )
        for root in reversed(roots):  # the first root wins, as the first class path entry does
            for name, reader in (
                ("application.yml", _read_yaml),
                ("application.yaml", _read_yaml),
                ("application.properties", _read_properties),
            ):
                if (root / name).is_file():
                    self.properties.update(reader(root / name))
        for arg in args or ():
            m = re.fullmatch(r"--([^=]+)=(.*)", str(arg), re.DOTALL)
            if m:
                self.properties[m.group(1)] = m.group(2)

    def getProperty(self, key: str, default: Any = None) -> Any:
        return self.properties.get(key, default)

    def containsProperty(self, key: str) -> bool:
        return key in self.properties

    def resolve(self, text: str) -> str:
        """``${key}`` and ``${key:default}`` placeholders replaced, as Spring's resolver does;
        an unknown key without a default is an error, as Spring's
        ``Could not resolve placeholder``."""

        def one(m: re.Match[str]) -> str:
            key, _, default = m.group(1).partition(":")
            if key in self.properties:
                return self.properties[key]
            if ":" in m.group(1):
                return default
            raise ValueError(f"Could not resolve placeholder '{key}' in value \"{text}\"")

        return re.sub(r"\$\{([^}]*)\}", one, text)


def convert(text: Any, java_type: str | None, module: str | None = None) -> Any:
    """A property's or request parameter's text as the Java type Spring converts it to."""
    if text is None or java_type is None:
        return text
    t = java_type.strip()
    if not isinstance(text, str):
        return text
    if t in ("int", "Integer", "long", "Long", "short", "Short", "byte", "Byte"):
        try:
            return int(text.strip())
        except ValueError as e:
            raise NumberFormatException(f'For input string: "{text}"') from e
    if t in ("float", "Float", "double", "Double"):
        try:
            return float(text.strip())
        except ValueError as e:
            raise NumberFormatException(f'For input string: "{text}"') from e
    if t in ("boolean", "Boolean"):
        return text.strip().lower() in ("true", "on", "yes", "1")
    if t.endswith("[]") or t.startswith(("List<", "List")):
        element = t[:-2] if t.endswith("[]") else t[5:-1] if "<" in t else "String"
        return [convert(x.strip(), element, module) for x in text.split(",") if x.strip()]
    return text


# -- The container ---------------------------------------------------------------------------------


class NoSuchBeanDefinitionException(RuntimeError):
    pass


class BeanCreationException(RuntimeError):
    pass


class _Definition:
    def __init__(self, name: str, cls: type | None, factory: Any = None, owner: str = "") -> None:
        self.name, self.cls, self.factory, self.owner = name, cls, factory, owner
        self.instance: Any = None
        self.creating = False

    def names(self) -> set[str]:
        """The Java simple names the bean answers to: its class and supertypes, or the type
        its ``@Bean`` method returns."""
        found = {self.returns} if getattr(self, "returns", None) else set()
        if self.cls is not None:
            found |= {c.__name__ for c in self.cls.__mro__ if c is not object}
        return found


def _bean_name(cls: type, values: dict[str, Any]) -> str:
    given = values.get("value")
    if isinstance(given, str) and given:
        return given
    simple = cls.__name__
    return simple if simple[1:2].isupper() else simple[:1].lower() + simple[1:]


def _scan(package: str) -> list[type]:
    """The component classes of ``package`` and its subpackages, importing their modules."""
    found: list[type] = []
    try:
        root = importlib.import_module(package)
    except ImportError:
        return found
    modules = [root]
    for info in pkgutil.walk_packages(getattr(root, "__path__", []) or [], package + "."):
        modules.append(importlib.import_module(info.name))
    for module in modules:
        for value in vars(module).values():
            if (
                inspect.isclass(value)
                and value.__module__ == module.__name__
                and any(k in marks(value) for k in COMPONENTS)
                and not _is_test_class(value)
            ):
                found.append(value)
    return found


def _is_test_class(cls: type) -> bool:
    return any(getattr(v, "__junit_test__", False) for v in vars(cls).values())


class ApplicationContext:
    """The beans of an application: made on first use, one per definition (singletons), each
    with its dependencies injected and its ``@PostConstruct`` methods run."""

    def __init__(self, anchor: Any = None, args: Any = ()) -> None:
        self.environment = Environment(anchor, args)
        self.definitions: list[_Definition] = []
        self.started = False

    # registration
    def add_classes(self, *classes: Any) -> None:
        for cls in classes:
            if any(d.cls is cls and d.factory is None for d in self.definitions):
                continue
            values = next((v for k, v in marks(cls).items() if k in COMPONENTS), {})
            self.definitions.append(_Definition(_bean_name(cls, values), cls))
            for name, member in vars(cls).items():
                function = member.__func__ if isinstance(member, staticmethod) else member
                if inspect.isfunction(function) and "Bean" in marks(function):
                    given = marks(function)["Bean"].get("value") or marks(function)["Bean"].get(
                        "name"
                    )
                    definition = _Definition(
                        given if isinstance(given, str) else name, None, member, cls.__name__
                    )
                    definition.owner_class = cls  # type: ignore[attr-defined]
                    definition.returns = _returns(function)  # type: ignore[attr-defined]
                    self.definitions.append(definition)
            for kind in ("Import", "EnableConfigurationProperties"):
                given = marks(cls).get(kind, {}).get("value") or []
                self.add_classes(*(given if isinstance(given, list) else [given]))

    register = add_classes  # Java's name

    def scan(self, *packages: str) -> None:
        """The components of Java packages (``com.acme``), which the port has under its root
        package (``ported.com.acme``), or of Python packages."""
        roots = {
            d.cls.__module__.split(".")[0]
            for d in self.definitions
            if d.cls is not None and d.cls.__module__ != "__main__"
        }
        for package in packages:
            found = [c for root in sorted(roots) for c in _scan(f"{root}.{package}")]
            self.add_classes(*(found or _scan(package)))

    def refresh(self) -> None:
        scanned = getattr(self, "scanned", set())
        for d in list(self.definitions):
            if d.cls is not None and d.cls not in scanned and hasattr(self, "scan_of"):
                scanned.add(d.cls)
                self.scan_of(d.cls)
        self.scanned = scanned
        for d in list(self.definitions):
            self._instance(d)
        self.started = True

    # lookup
    def _matching(self, java_type: str | None, name: str | None = None) -> list[_Definition]:
        if java_type is None:
            return []
        simple = re.sub(r"<.*", "", java_type).rsplit(".", 1)[-1].strip()
        found = [d for d in self.definitions if simple in d.names()]
        if len(found) > 1 and name is not None:
            named = [d for d in found if d.name == name]
            if named:
                return named
        if len(found) > 1:
            primary = [d for d in found if "Primary" in marks(d.cls or d.factory)]
            found = primary or found
        return found

    def getBean(self, key: Any, required: Any = None) -> Any:
        if isinstance(key, str) and required is None:
            d = next((d for d in self.definitions if d.name == key), None)
            if d is None:
                raise NoSuchBeanDefinitionException(f"No bean named '{key}' available")
            return self._instance(d)
        if isinstance(key, str):  # getBean(name, Class)
            return self.getBean(key)
        name = getattr(key, "__name__", str(key))
        found = self._matching(name)
        if not found:
            raise NoSuchBeanDefinitionException(
                f"No qualifying bean of type '{_java_name(key)}' available"
            )
        return self._instance(found[0])

    def getBeansOfType(self, cls: Any) -> dict[str, Any]:
        return {d.name: self._instance(d) for d in self._matching(cls.__name__)}

    def containsBean(self, name: str) -> bool:
        return any(d.name == name for d in self.definitions)

    def getBeanDefinitionNames(self) -> list[str]:
        return [d.name for d in self.definitions]

    def getEnvironment(self) -> Environment:
        return self.environment

    def getResource(self, location: str) -> Any:
        """Spring's resource loader: ``classpath:`` (or a bare path) on the class path, any
        other URL (``file:``) by its URL."""
        if location.startswith("classpath:"):
            return ClassPathResource(location[len("classpath:") :])
        if re.match(r"^[a-zA-Z][\w+.-]*:", location):
            return UrlResource(location)
        return ClassPathResource(location)

    def beans(self) -> list[Any]:
        return [self._instance(d) for d in self.definitions]

    def close(self) -> None:
        for d in reversed(self.definitions):
            if d.instance is not None:
                for method in _marked_methods(type(d.instance), "PreDestroy"):
                    method(d.instance)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # making beans
    def resolve(
        self, java_type: str | None, extra: list[Any], name: str | None, module: str | None
    ) -> Any:
        """The value injected for a parameter or field: a property for ``@Value``, else the
        bean of its type (the context itself for an ``ApplicationContext``)."""
        value = annotation_of(extra, Value)
        if value is not None:
            return convert(self.environment.resolve(value.value), java_type, module)
        simple = (java_type or "").rsplit(".", 1)[-1]
        if simple in (
            "ApplicationContext",
            "AnnotationConfigApplicationContext",
            "WebApplicationContext",
        ):
            return self
        if simple == "Environment":
            return self.environment
        qualifier = annotation_of(extra, Qualifier)
        found = self._matching(java_type, qualifier.value if qualifier else name)
        if not found:
            autowired = annotation_of(extra, Autowired)
            if autowired is not None and not autowired.required:
                return None
            raise NoSuchBeanDefinitionException(
                f"No qualifying bean of type '{java_type}' available: expected at least 1 bean"
                " which qualifies as autowire candidate."
            )
        return self._instance(found[0])

    def _arguments(self, function: Any, skip_self: bool) -> list[Any]:
        signature = inspect.signature(function)
        params = list(signature.parameters.values())[1 if skip_self else 0 :]
        out = []
        for p in params:
            java_type, extra = java_annotations(p.annotation)
            out.append(self.resolve(java_type, extra, p.name, function.__module__))
        return out

    def _instance(self, d: _Definition) -> Any:
        if d.instance is not None:
            return d.instance
        if d.creating:
            raise BeanCreationException(
                f"Error creating bean with name '{d.name}': Requested bean is currently in"
                " creation: Is there an unresolvable circular reference?"
            )
        d.creating = True
        try:
            if d.factory is not None:
                owner = self._matching(d.owner_class.__name__)  # type: ignore[attr-defined]
                function = d.factory.__func__ if isinstance(d.factory, staticmethod) else d.factory
                if isinstance(d.factory, staticmethod):
                    instance = function(*self._arguments(function, False))
                else:
                    config = self._instance(owner[0])
                    instance = function(config, *self._arguments(function, True))
            else:
                init = d.cls.__init__  # type: ignore[union-attr]
                if init is object.__init__:
                    instance = d.cls()  # type: ignore[misc]
                else:
                    instance = d.cls(*self._arguments(init, True))  # type: ignore[misc]
            d.instance = instance
            self.inject(instance)
        finally:
            d.creating = False
        return d.instance

    def inject(self, instance: Any) -> Any:
        """``@Autowired`` and ``@Value`` fields and setters, then ``@PostConstruct``."""
        cls = type(instance)
        for klass in reversed(cls.__mro__):
            module = klass.__module__
            for field, hint in vars(klass).get("__annotations__", {}).items():
                java_type, extra = java_annotations(hint)
                if annotation_of(extra, Autowired) or annotation_of(extra, Value):
                    setattr(instance, field, self.resolve(java_type, extra, field, module))
        for method in _marked_methods(cls, "Autowired"):
            method(instance, *self._arguments(method, True))
        bound = next(
            (
                marks(c)["ConfigurationProperties"]
                for c in cls.__mro__
                if "ConfigurationProperties" in marks(c)
            ),
            None,
        )
        if bound is not None:
            self._bind(instance, bound.get("prefix") or bound.get("value") or "")
        for method in _marked_methods(cls, "PostConstruct"):
            method(instance)
        return instance

    def _bind(self, instance: Any, prefix: str) -> None:
        """``@ConfigurationProperties("prefix")``: each property under the prefix given to
        its setter, by Spring's relaxed names (``model-location``, ``model_location`` and
        ``modelLocation`` are one), converted to the setter's parameter type."""
        start = prefix + "." if prefix else ""
        for key, text in self.environment.properties.items():
            if not key.startswith(start) or "." in key[len(start) :]:
                continue
            name = re.sub(r"[-_](\w)", lambda m: m.group(1).upper(), key[len(start) :])
            setter = getattr(type(instance), "set" + name[:1].upper() + name[1:], None)
            if setter is None:
                continue
            params = list(inspect.signature(setter).parameters.values())[1:]
            java_type = java_annotations(params[0].annotation)[0] if params else None
            if (java_type or "").rsplit(".", 1)[-1] == "Resource":
                value: Any = self.getResource(text)
            else:
                value = convert(text, java_type, setter.__module__)
            setter(instance, value)


def _returns(function: Any) -> str | None:
    annotation = inspect.signature(function).return_annotation
    return None if annotation is inspect.Signature.empty else _type_text(annotation)


def _marked_methods(cls: type, mark: str) -> list[Any]:
    seen: set[str] = set()
    out = []
    for klass in cls.__mro__:
        for name, member in vars(klass).items():
            if name in seen or name == "__init__" or not inspect.isfunction(member):
                continue
            seen.add(name)
            if mark in marks(member):
                out.append(member)
    return list(reversed(out))


def _java_name(cls: Any) -> str:
    module = getattr(cls, "__module__", "")
    parts = module.split(".")
    return (
        ".".join([*parts[1:-1], cls.__name__])
        if len(parts) > 2
        else getattr(cls, "__name__", str(cls))
    )


class AnnotationConfigApplicationContext(ApplicationContext):
    """``new AnnotationConfigApplicationContext(Config.class, ...)`` or of a package name."""

    def __init__(self, *sources: Any) -> None:
        classes = [s for s in sources if inspect.isclass(s)]
        super().__init__(classes[0] if classes else None)
        self.add_classes(*classes)
        for package in (s for s in sources if isinstance(s, str)):
            self.scan(package)
        for cls in classes:
            self.scan_of(cls)
        if sources:
            self.refresh()

    def scan_of(self, cls: type) -> None:
        own = marks(cls)
        if "SpringBootApplication" in own or "ComponentScan" in own:
            given = own.get("ComponentScan", {}).get("value") or own.get("ComponentScan", {}).get(
                "basePackages"
            )
            packages = given if isinstance(given, list) else [given] if given else []
            # basePackageClasses: the packages of those classes (the application's own, often)
            classes = own.get("ComponentScan", {}).get("basePackageClasses") or []
            packages += [
                package_of(c) for c in (classes if isinstance(classes, list) else [classes])
            ]
            if not packages:
                packages = [package_of(cls)]
            self.scan(*packages)


def package_of(cls: type) -> str:
    """The Java package of a ported class, also of the program's class run as ``__main__``."""
    module = sys.modules.get(cls.__module__)
    spec = getattr(module, "__spec__", None)
    name = spec.name if spec is not None and cls.__module__ == "__main__" else cls.__module__
    return name.rsplit(".", 1)[0]


def application_context(app: type, args: Any = ()) -> AnnotationConfigApplicationContext:
    """The context of a ``@SpringBootApplication`` class: its package scanned."""
    ctx = AnnotationConfigApplicationContext()
    ctx.environment = Environment(app, args)
    ctx.add_classes(app)
    ctx.scan_of(app)
    if "SpringBootApplication" not in marks(app) and "ComponentScan" not in marks(app):
        ctx.scan(package_of(app))
    ctx.refresh()
    return ctx


# -- Resources ---------------------------------------------------------------------------------------


class ClassPathResource:
    """``new ClassPathResource("labels.txt")``: a file under a class path root of the port."""

    def __init__(self, path: str, anchor: Any = None) -> None:
        self.path = path.removeprefix("/")
        self.anchor = anchor

    def _found(self) -> Path | None:
        """The file under the class path roots of its anchor class (or of the program's
        module), then under the loaded ports' root packages."""
        anchor = self.anchor if self.anchor is not None else sys.modules.get("__main__")
        roots = class_path_roots(anchor) + _loaded_roots()
        return next((r / self.path for r in roots if (r / self.path).exists()), None)

    def exists(self) -> bool:
        return self._found() is not None

    def getFilename(self) -> str:
        return self.path.rsplit("/", 1)[-1]

    def getPath(self) -> str:
        return self.path

    def getFile(self) -> File:
        found = self._found()
        if found is None:
            raise FileNotFoundException(
                f"class path resource [{self.path}] cannot be resolved to URL because it does"
                " not exist"
            )
        return File(str(found))

    def getInputStream(self) -> FileInputStream:
        found = self._found()
        if found is None or not found.is_file():
            raise FileNotFoundException(
                f"class path resource [{self.path}] cannot be opened because it does not exist"
            )
        return FileInputStream(found)

    def contentLength(self) -> int:
        return self.getFile().length()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ClassPathResource) and other.path == self.path

    def __hash__(self) -> int:
        return hash(self.path)

    def getDescription(self) -> str:
        return f"class path resource [{self.path}]"

    def toString(self) -> str:
        return self.getDescription()

    __str__ = toString


def _loaded_roots() -> list[Path]:
    """The folders of the loaded ports' root packages (``ported/``), where the resources are."""
    roots = []
    for name, module in list(sys.modules.items()):
        if "." not in name and getattr(module, "__path__", None) and name not in ("porter", "org"):
            for folder in module.__path__:
                if (Path(folder) / "__init__.py").is_file() and any(
                    Path(folder).glob("application.*")
                ):
                    roots.append(Path(folder))
    return roots


class UrlResource:
    """``new UrlResource(uri)``: a resource at a URL; a ``file:`` one is the local file."""

    def __init__(self, location: Any) -> None:
        from urllib.parse import unquote, urlsplit

        self.location = str(location)
        parts = urlsplit(self.location)
        if parts.scheme not in ("file", ""):
            self.path: Path | None = None
        else:
            self.path = Path(unquote(parts.path))
        if ":" not in self.location:
            raise MalformedURLException(f"no protocol: {self.location}")

    def exists(self) -> bool:
        return self.path is not None and self.path.exists()

    def isReadable(self) -> bool:
        return self.path is not None and self.path.is_file()

    def getFilename(self) -> str:
        return self.location.rstrip("/").rsplit("/", 1)[-1]

    def getFile(self) -> File:
        if self.path is None:
            raise FileNotFoundException(
                f"URL [{self.location}] cannot be resolved to absolute file path"
            )
        return File(str(self.path))

    def getInputStream(self) -> FileInputStream:
        if self.path is None or not self.path.is_file():
            raise FileNotFoundException(f"{self.path} (No such file or directory)")
        return FileInputStream(self.path)

    def getURI(self) -> Any:
        from porter.javalib.uris import URI

        return URI(self.location)

    def getDescription(self) -> str:
        return f"URL [{self.location}]"

    def toString(self) -> str:
        return self.getDescription()

    __str__ = toString


class FileSystemResource:
    """``new FileSystemResource(path)`` (a String, a File or a Path): a file of the file
    system, its path cleaned as Spring's ``StringUtils.cleanPath``."""

    def __init__(self, path: Any) -> None:
        from porter.javalib.spring_util import StringUtils

        text = path.getPath() if isinstance(path, File) else str(path)
        self.path = StringUtils.cleanPath(text) or ""
        self.file = File(text if isinstance(path, File) else self.path)

    def exists(self) -> bool:
        return bool(self.file.exists())

    def isReadable(self) -> bool:
        return bool(self.file.canRead()) and not bool(self.file.isDirectory())

    def isWritable(self) -> bool:
        return bool(self.file.canWrite()) and not bool(self.file.isDirectory())

    def isFile(self) -> bool:
        return True

    def getPath(self) -> str:
        return self.path

    def getFilename(self) -> str:
        return self.file.getName()  # type: ignore[no-any-return]

    def getFile(self) -> File:
        return self.file

    def getInputStream(self) -> FileInputStream:
        if not Path(self.path).is_file():
            raise FileNotFoundException(self.path)  # NoSuchFileException's message: the path
        return FileInputStream(self.file)

    def getOutputStream(self) -> Any:
        from porter.javalib.files import FileOutputStream

        return FileOutputStream(self.file)

    def contentLength(self) -> int:
        length = int(self.file.length())
        if length == 0 and not self.file.exists():
            raise FileNotFoundException(
                f"{self.getDescription()} cannot be resolved in the file system for checking"
                " its content length"
            )
        return length

    def lastModified(self) -> int:
        return int(self.file.lastModified())

    def createRelative(self, relativePath: str) -> FileSystemResource:
        cut = self.path.rfind("/")
        base = self.path[: cut + 1] if cut != -1 else ""
        return FileSystemResource(base + relativePath.removeprefix("/"))

    def getDescription(self) -> str:
        return f"file [{self.file.getAbsolutePath()}]"

    def toString(self) -> str:
        return self.getDescription()

    __str__ = toString

    def equals(self, other: object) -> bool:
        return isinstance(other, FileSystemResource) and other.path == self.path

    __eq__ = equals

    def hashCode(self) -> int:
        from porter.javalib.strings import hashCode

        return hashCode(self.path)

    def __hash__(self) -> int:
        return hash(self.path)


class EnvironmentTestUtils:
    """Spring Boot's test helper: ``addEnvironment(context, "key:value", ...)``."""

    @staticmethod
    def addEnvironment(target: Any, *pairs: str) -> None:
        env = target.getEnvironment() if hasattr(target, "getEnvironment") else target
        for pair in pairs:
            key, value = (
                re.split(r"[:=]", pair, maxsplit=1) if re.search(r"[:=]", pair) else (pair, "")
            )
            env.properties[key.strip()] = value.strip()
