"""The Spring shims on hand-written ports (what the porter writes for Spring's annotations):
injection by type and by ``@Value``, placeholders and YAML properties, the dispatcher's
statuses, and MockMvc's matchers failing with Spring's messages. (No ``from __future__
import annotations``: as in a port, the annotations are values the shims read.)"""

import sys
from pathlib import Path

import pytest

from porter.javalib.spring_context import (
    AnnotationConfigApplicationContext,
    Autowired,
    Bean,
    Configuration,
    Environment,
    Java,
    NoSuchBeanDefinitionException,
    PostConstruct,
    RestController,
    Service,
    Value,
    _read_yaml,
)
from porter.javalib.spring_test import MockMvcBuilders, MockMvcResultMatchers, get, post
from porter.javalib.spring_web import (
    ExceptionHandler,
    GetMapping,
    HttpStatus,
    PathVariable,
    PostMapping,
    RequestBody,
    RequestMapping,
    RequestParam,
    ResponseEntity,
)

status = MockMvcResultMatchers.status
content = MockMvcResultMatchers.content
jsonPath = MockMvcResultMatchers.jsonPath


class Clock:
    def now(self) -> int:
        return 42


@Configuration
class Config:
    @Bean
    def clock(self) -> Java("Clock"):
        return Clock()


@Service
class Greeter:
    greeting: Java("String", Value("${greeting:Hello}")) = None
    clock: Java("Clock", Autowired()) = None
    ready = False

    def __init__(self, times: Java("int", Value("${times:2}"))):
        self.times = times

    @PostConstruct
    def start(self) -> None:
        self.ready = self.greeting is not None

    def greet(self, name: str) -> str:
        return " ".join([f"{self.greeting} {name}"] * self.times)


@RestController
@RequestMapping("/greet")
class GreetController:
    def __init__(self, greeter: Java("Greeter")):
        self.greeter = greeter

    @GetMapping("/{name}")
    def greet(self, name: Java("String", PathVariable())):
        if name == "nobody":
            return ResponseEntity.status(HttpStatus.NOT_FOUND).build()
        return self.greeter.greet(name)

    @GetMapping
    def count(self, n: Java("int", RequestParam("n"))):
        return {"n": n, "twice": 2 * n}

    @PostMapping("/echo")
    def echo(self, body: Java("Map<String, Object>", RequestBody())):
        if "fail" in body:
            raise KeyError("fail")
        return body

    @ExceptionHandler(KeyError)
    def missing(self, e):
        return ResponseEntity.badRequest().body({"missing": str(e)})


@pytest.fixture
def context() -> AnnotationConfigApplicationContext:
    return AnnotationConfigApplicationContext(Config, Greeter, GreetController)


def test_beans_are_injected_by_type_and_value(context: AnnotationConfigApplicationContext) -> None:
    greeter = context.getBean(Greeter)
    assert greeter is context.getBean("greeter")  # one instance: a singleton
    assert (greeter.greeting, greeter.times, greeter.clock.now(), greeter.ready) == (
        "Hello",
        2,
        42,
        True,
    )
    assert context.getBean(GreetController).greeter is greeter
    with pytest.raises(NoSuchBeanDefinitionException, match="No bean named 'nope' available"):
        context.getBean("nope")


def test_placeholders_and_yaml(tmp_path: Path) -> None:
    env = Environment(None, ["--a=1", "--b.c=x"])
    assert env.resolve("${a}-${b.c}-${d:dflt}") == "1-x-dflt"
    with pytest.raises(ValueError, match="Could not resolve placeholder 'd'"):
        env.resolve("${d}")
    (tmp_path / "application.yml").write_text(
        "server:\n  port: 9000\nflags: [a, b]\nenabled: true\n"
    )
    assert _read_yaml(tmp_path / "application.yml") == {
        "server.port": "9000",
        "flags[0]": "a",
        "flags[1]": "b",
        "enabled": "true",
    }


def test_mockmvc_answers_as_spring_mvc(context: AnnotationConfigApplicationContext) -> None:
    mvc = MockMvcBuilders.webAppContextSetup(context).build()
    mvc.perform(get("/greet/Ann")).andExpect(status().isOk()).andExpect(
        content().string("Hello Ann Hello Ann")
    )
    mvc.perform(get("/greet").param("n", "21")).andExpect(jsonPath("$.twice").value(42))
    mvc.perform(get("/greet").param("n", "x")).andExpect(status().isBadRequest())
    mvc.perform(get("/greet")).andExpect(status().isBadRequest())
    mvc.perform(get("/greet/nobody")).andExpect(status().isNotFound())
    mvc.perform(get("/elsewhere")).andExpect(status().isNotFound())
    mvc.perform(post("/greet/Ann")).andExpect(status().isMethodNotAllowed())
    mvc.perform(
        post("/greet/echo").contentType("application/json").content('{"a": [1, 2.5]}')
    ).andExpect(content().json('{"a": [1, 2.5]}'))
    result = mvc.perform(post("/greet/echo").content('{"fail": 1}')).andReturn()
    assert result.getResponse().getStatus() == 400
    assert result.getResponse().getContentAsString() == '{"missing":"\'fail\'"}'


def test_failed_expectations_say_what_spring_says(
    context: AnnotationConfigApplicationContext,
) -> None:
    mvc = MockMvcBuilders.standaloneSetup(context.getBean(GreetController)).build()
    with pytest.raises(AssertionError, match=r"^Status expected:<404> but was:<200>$"):
        mvc.perform(get("/greet/Ann")).andExpect(status().isNotFound())
    with pytest.raises(AssertionError, match=r'JSON path "\$.twice" expected:<4> but was:<2>'):
        mvc.perform(get("/greet").param("n", "1")).andExpect(jsonPath("$.twice").value(4))
    with pytest.raises(AssertionError, match=r'No value at JSON path "\$.thrice"'):
        mvc.perform(get("/greet").param("n", "1")).andExpect(jsonPath("$.thrice").value(3))
    with pytest.raises(AssertionError, match="Response content expected:<Hi> but was:<Hello"):
        mvc.perform(get("/greet/Ann")).andExpect(content().string("Hi"))


def test_an_exception_no_handler_takes_comes_out_of_perform() -> None:
    @RestController
    class Failing:
        @GetMapping("/boom")
        def boom(self):
            raise RuntimeError("boom")

    mvc = MockMvcBuilders.standaloneSetup(Failing()).build()
    with pytest.raises(RuntimeError, match="boom"):
        mvc.perform(get("/boom"))


def test_a_scan_finds_the_components_of_a_package(tmp_path: Path) -> None:
    package = tmp_path / "scanned_app"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "Part.py").write_text(
        "from porter.javalib.spring_context import Component\n\n\n"
        "@Component\nclass Part:\n    pass\n\n\nclass NotAComponent:\n    pass\n"
    )
    sys.path.insert(0, str(tmp_path))
    try:
        context = AnnotationConfigApplicationContext("scanned_app")
        assert context.getBeanDefinitionNames() == ["part"]
        assert type(context.getBean("part")).__name__ == "Part"
    finally:
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m.startswith("scanned_app")]:
            del sys.modules[name]


def test_a_task_executor_runs_submitted_tasks() -> None:
    from porter.javalib.spring_tasks import ThreadPoolTaskExecutor

    executor = ThreadPoolTaskExecutor()
    executor.setMaxPoolSize(2)
    executor.setWaitForTasksToCompleteOnShutdown(True)
    executor.initialize()
    futures = [executor.submit(lambda i=i: i * i) for i in range(5)]
    assert [f.get() for f in futures] == [0, 1, 4, 9, 16]
    executor.shutdown()


def test_messages_and_tuples() -> None:
    from porter.javalib.spring_messaging import MessageBuilder, TupleBuilder

    message = MessageBuilder.withPayload({"x": 0.7}).setHeader("h", 1).build()
    copy = MessageBuilder.withPayload(2).copyHeadersIfAbsent(message.getHeaders()).build()
    assert (copy.getPayload(), copy.getHeaders().get("h")) == (2, 1)
    assert copy.getHeaders().getId() != message.getHeaders().getId()  # each message its own id
    t = TupleBuilder.tuple().put("type", "FLOAT").put("shape", [2, 3]).build()
    assert (t.getString("type"), t.getValue("shape"), t.size()) == ("FLOAT", [2, 3], 2)
    assert t.toString() == "DefaultTuple [names=[type, shape], values=[FLOAT, [2, 3]]]"
    assert (
        TupleBuilder.tuple().of("a", 1, "b", 2)
        == TupleBuilder.tuple().put("a", 1).put("b", 2).build()
    )


def test_a_test_class_inherits_its_spring_test_configuration() -> None:
    from porter.javalib.spring_test import MockMvc, SpringBootTest

    @SpringBootTest(classes=[Config, Greeter, GreetController])
    class Base:
        mvc: Java("MockMvc", Autowired()) = None
        greeter: Java("Greeter", Autowired()) = None

    class Derived(Base):
        pass

    first, second = Derived(), Base()
    first.__spring_inject__()
    second.__spring_inject__()
    assert isinstance(first.mvc, MockMvc)
    assert first.greeter is second.greeter  # one context for the configuration, cached
    first.mvc.perform(get("/greet/Bo")).andExpect(content().string("Hello Bo Hello Bo"))


def test_configuration_properties_are_bound_by_relaxed_names() -> None:
    from porter.javalib.spring_context import (
        ConfigurationProperties,
        EnableConfigurationProperties,
        EnvironmentTestUtils,
    )

    @ConfigurationProperties("tensorflow")
    class TensorflowProperties:
        outputName = None
        outputIndex = 0
        modelLocation = None

        def setOutputName(self, name: Java("String")):
            self.outputName = name

        def setOutputIndex(self, index: Java("int")):
            self.outputIndex = index

        def setModelLocation(self, location: Java("Resource")):
            self.modelLocation = location

    @Configuration
    @EnableConfigurationProperties(TensorflowProperties)
    class Conf:
        pass

    context = AnnotationConfigApplicationContext()
    EnvironmentTestUtils.addEnvironment(context, "tensorflow.output-name:add")
    EnvironmentTestUtils.addEnvironment(context, "tensorflow.output_index=2")
    EnvironmentTestUtils.addEnvironment(context, "tensorflow.modelLocation:classpath:/m.pb")
    context.register(Conf)
    context.refresh()
    properties = context.getBean(TensorflowProperties)
    assert (properties.outputName, properties.outputIndex) == ("add", 2)
    assert properties.modelLocation == context.getResource("/m.pb")
    assert str(properties.modelLocation) == "class path resource [m.pb]"
