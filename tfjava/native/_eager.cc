// tfjava's native eager path: one TensorFlow op per call through TensorFlow's eager C API.
//
// execute(ctx, op_type, name, *inputs, *attr_name_value_pairs) takes the arguments of
// TensorFlow's Python fast path (TFE_Py_FastPathExecute) and returns what it returns (None, a
// tensor, a list, or a list with nested lists for list outputs beside others). What it does
// not handle it hands to that fast path unchanged, before anything has run: inputs that are
// not EagerTensors, attribute values in other forms, tensor and function attributes, op
// callbacks, an uninitialised context.
//
// Per op type, a spec (inputs and the attributes that size or type them, each attribute's kind
// and default, the output arguments) is made once by the Python factory given to
// set_spec_factory (from the op's registered OpDef) and kept here. Per thread, one TFE_Op is
// reused with TFE_OpReset; the GIL is released around TFE_Execute. Gradients are recorded with
// TFE_Py_RecordGradient only when a tape or forward accumulator is active, with every
// attribute of the op (given, inferred from the inputs, and defaulted).

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

#include <climits>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <unordered_map>
#include <vector>

#include "tensorflow/c/c_api.h"
#include "tensorflow/c/eager/c_api.h"
#include "tensorflow/c/eager/c_api_experimental.h"
#include "tensorflow/c/eager/immediate_execution_context.h"
#include "tensorflow/c/eager/immediate_execution_operation.h"
#include "tensorflow/c/eager/tfe_context_internal.h"
#include "tensorflow/c/eager/tfe_op_internal.h"
#include "tensorflow/c/eager/tfe_tensorhandle_internal.h"
#include "absl/container/inlined_vector.h"
#include "tensorflow/python/eager/pywrap_tfe.h"

// Exported by TensorFlow's Python library (pywrap_tensor.h, which needs numpy's headers).
TFE_TensorHandle* EagerTensor_Handle(const PyObject* o);

// TensorFlow's eager op (EagerOperation, behind a TFE_Op of kind kEager) and tensor handle
// (TensorHandle, behind a TFE_TensorHandle of kind kEager): their headers need headers the
// wheel does not ship, so the one method used here is bound by its exported name, for the
// pinned TensorFlow version (the module refuses to load with another). It is a non-static
// member function: `this` is passed as the first argument.
namespace tensorflow {
class TensorHandle;
}
using EagerInputs = absl::InlinedVector<tensorflow::TensorHandle*, 4>;
// The kind kEager of AbstractOperation and of AbstractTensorHandle (a protected enumerator of
// each; getKind() is public).
constexpr int kEagerOpKind = 2;
constexpr int kEagerHandleKind = 2;
// EagerOperation::MutableTensorHandleInputs(inputs): the op's input list, when every input is
// a TensorHandle.
absl::Status EagerOperationMutableTensorHandleInputs(tensorflow::ImmediateExecutionOperation* op,
                                                     EagerInputs** inputs) asm(
    "_ZN10tensorflow14EagerOperation25MutableTensorHandleInputsEPPN4absl12lts_2025081413"
    "InlinedVectorIPNS_12TensorHandleELm4ESaIS5_EEE");

#ifndef TFJAVA_TF_VERSION
#error "build with -DTFJAVA_TF_VERSION=\"<the TensorFlow version the headers come from>\""
#endif

#if PY_VERSION_HEX < 0x030B0000
// Python 3.10 has the handled exception only as a (type, value, traceback) triple: the two
// functions of 3.11 on top of it.
static PyObject* PyErr_GetHandledException(void) {
  PyObject *type, *value, *traceback;
  PyErr_GetExcInfo(&type, &value, &traceback);
  Py_XDECREF(type);
  Py_XDECREF(traceback);
  return value;
}

static void PyErr_SetHandledException(PyObject* exc) {
  if (exc == nullptr || exc == Py_None) {
    PyErr_SetExcInfo(nullptr, nullptr, nullptr);
    return;
  }
  PyErr_SetExcInfo(Py_NewRef(reinterpret_cast<PyObject*>(Py_TYPE(exc))), Py_NewRef(exc),
                   PyException_GetTraceback(exc));
}
#endif

namespace {

// Attribute kinds, as the spec factory numbers them; LIST is or-ed into a kind.
enum Kind { UNSUPPORTED = 0, STRING = 1, INT = 2, FLOAT = 3, BOOL = 4, TYPE = 5, SHAPE = 6 };
constexpr int LIST = 16;
// Input and output argument kinds.
enum ArgKind { SINGLE = 0, NUMBER_LIST = 1, TYPE_LIST = 2 };
constexpr int kMaxAttrs = 64;

struct AttrSpec {
  PyObject* name = nullptr;  // owned
  std::string cname;
  int kind = UNSUPPORTED;
  bool has_default = false;
  int64_t default_count = -1;  // an int default, or a list default's length
  PyObject* default_value = nullptr;  // owned; None where it cannot be recorded
};

struct ArgSpec {
  int kind = SINGLE;
  int attr = -1;       // the number or type-list attribute
  int type_attr = -1;  // the type attribute of a single input or a number list
};

struct OpSpec {
  bool supported = false;
  std::vector<ArgSpec> inputs;
  std::vector<AttrSpec> attrs;
  std::vector<ArgSpec> outputs;
};

PyObject* g_spec_factory = nullptr;
std::unordered_map<PyObject*, OpSpec*> g_specs_by_object;  // keys are kept alive
std::unordered_map<std::string, OpSpec*> g_specs_by_name;
PyObject* g_context_handle_name = nullptr;  // "_context_handle"
unsigned long long g_native_calls = 0;
unsigned long long g_delegated_calls = 0;
unsigned long long g_creator_slow_calls = 0;  // creator calls handed to the Python create

// One TFE_Op per thread and op type, kept between calls. When a call's attributes, input
// types and list lengths, device and executor are those of the op's previous call, the op is
// run again as it is, without TFE_OpReset and the attribute settings: its attributes are still
// those, and TensorFlow's cache key of them stays computed. Anything else resets it first.
struct CachedOp {
  TFE_Op* op = nullptr;
  bool valid = false;  // the key below describes the op's attributes
  std::string device;
  const void* executor = nullptr;
  std::vector<PyObject*> attrs;  // owned: the given name/value pairs
  std::vector<int> dtypes;       // every input's type, in order
  std::vector<int> lengths;      // the list inputs' lengths
};

void ClearKey(CachedOp* c) {
  c->valid = false;
  for (PyObject* o : c->attrs) Py_DECREF(o);
  c->attrs.clear();
}

// Per thread: the ops, the context they belong to (kept alive by a reference to its capsule,
// so that no later context can reuse its address), and a status.
constexpr size_t kMaxCachedOps = 256;
struct ThreadState {
  TFE_Context* ctx = nullptr;
  PyObject* capsule = nullptr;
  bool host_only = false;  // the context's devices are all CPUs
  TF_Status* status = nullptr;
  std::unordered_map<const OpSpec*, CachedOp> ops;
  // (Python references are left at thread exit: no GIL then. The ops hold no tensors.)
  ~ThreadState() {
    for (auto& entry : ops) {
      if (entry.second.op != nullptr) TFE_DeleteOp(entry.second.op);
    }
  }
  void DropOps() {  // with the GIL held
    for (auto& entry : ops) {
      if (entry.second.op != nullptr) TFE_DeleteOp(entry.second.op);
      ClearKey(&entry.second);
    }
    ops.clear();
  }
};
thread_local ThreadState t_state;

bool ParseSpec(PyObject* tuple, OpSpec* spec) {
  // (inputs, attrs, outputs): inputs/outputs are (kind, attr, type_attr) triples; attrs are
  // (name, kind, has_default, default_count, default_value).
  PyObject *inputs, *attrs, *outputs;
  if (!PyArg_ParseTuple(tuple, "O!O!O!", &PyTuple_Type, &inputs, &PyTuple_Type, &attrs,
                        &PyTuple_Type, &outputs)) {
    return false;
  }
  if (PyTuple_GET_SIZE(attrs) > kMaxAttrs) return true;  // unsupported
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(attrs); ++i) {
    AttrSpec a;
    PyObject* name;
    int has_default;
    long long count;
    PyObject* value;
    if (!PyArg_ParseTuple(PyTuple_GET_ITEM(attrs, i), "UipLO", &name, &a.kind, &has_default,
                          &count, &value)) {
      return false;
    }
    Py_INCREF(name);
    PyUnicode_InternInPlace(&name);
    a.name = name;
    a.cname = PyUnicode_AsUTF8(name);
    a.has_default = has_default;
    a.default_count = count;
    Py_INCREF(value);
    a.default_value = value;
    spec->attrs.push_back(a);
  }
  for (int which = 0; which < 2; ++which) {
    PyObject* args = which == 0 ? inputs : outputs;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); ++i) {
      ArgSpec arg;
      if (!PyArg_ParseTuple(PyTuple_GET_ITEM(args, i), "iii", &arg.kind, &arg.attr,
                            &arg.type_attr)) {
        return false;
      }
      (which == 0 ? spec->inputs : spec->outputs).push_back(arg);
    }
  }
  spec->supported = true;
  return true;
}

// The spec of op_type, made on first use; nullptr with a Python error set on failure.
OpSpec* GetSpec(PyObject* op_type) {
  auto it = g_specs_by_object.find(op_type);
  if (it != g_specs_by_object.end()) return it->second;
  if (!PyUnicode_Check(op_type)) return nullptr;
  const char* cname = PyUnicode_AsUTF8(op_type);
  if (cname == nullptr) return nullptr;
  OpSpec* spec;
  auto named = g_specs_by_name.find(cname);
  if (named != g_specs_by_name.end()) {
    spec = named->second;
  } else {
    if (g_spec_factory == nullptr) {
      PyErr_SetString(PyExc_RuntimeError, "tfjava.native: no spec factory was set");
      return nullptr;
    }
    PyObject* made = PyObject_CallOneArg(g_spec_factory, op_type);
    if (made == nullptr) return nullptr;
    spec = new OpSpec();
    if (made != Py_None && !ParseSpec(made, spec)) {
      Py_DECREF(made);
      delete spec;
      return nullptr;
    }
    Py_DECREF(made);
    g_specs_by_name[cname] = spec;
  }
  Py_INCREF(op_type);
  g_specs_by_object[op_type] = spec;
  return spec;
}

PyObject* Delegate(PyObject* const* args, Py_ssize_t nargs) {
  ++g_delegated_calls;
  PyObject* tuple = PyTuple_New(nargs);
  if (tuple == nullptr) return nullptr;
  for (Py_ssize_t i = 0; i < nargs; ++i) {
    Py_INCREF(args[i]);
    PyTuple_SET_ITEM(tuple, i, args[i]);
  }
  PyObject* result = TFE_Py_FastPathExecute_C(tuple);
  Py_DECREF(tuple);
  return result;
}

// A small vector on the stack for the common case.
template <typename T, int N>
class SmallVec {
 public:
  void push_back(T v) {
    if (size_ < N) {
      inline_[size_] = v;
    } else {
      if (size_ == N) heap_.assign(inline_, inline_ + N);
      heap_.push_back(v);
    }
    ++size_;
  }
  T* data() { return size_ <= N ? inline_ : heap_.data(); }
  T& operator[](int i) { return data()[i]; }
  int size() const { return size_; }
  void resize(int n) {
    while (size_ < n) push_back(T());
  }

 private:
  T inline_[N];
  std::vector<T> heap_;
  int size_ = 0;
};

inline bool IsInt(PyObject* v) { return PyLong_CheckExact(v); }

// Sets attribute a from value; returns false (with no Python error) when the value's form is
// one this path does not convert, and then the call is delegated.
bool SetAttr(TFE_Op* op, const AttrSpec& a, PyObject* value, int64_t* count, TF_Status* status) {
  const char* name = a.cname.c_str();
  int kind = a.kind;
  if (!(kind & LIST)) {
    switch (kind) {
      case STRING: {
        const char* data;
        Py_ssize_t len;
        if (PyUnicode_Check(value)) {
          data = PyUnicode_AsUTF8AndSize(value, &len);
          if (data == nullptr) {
            PyErr_Clear();
            return false;
          }
        } else if (PyBytes_Check(value)) {
          data = PyBytes_AS_STRING(value);
          len = PyBytes_GET_SIZE(value);
        } else {
          return false;
        }
        TFE_OpSetAttrString(op, name, data, len);
        return true;
      }
      case INT: {
        if (!IsInt(value)) return false;
        int overflow;
        long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
        if (overflow) return false;
        TFE_OpSetAttrInt(op, name, v);
        *count = v;
        return true;
      }
      case FLOAT: {
        // Other numbers go to TensorFlow's fast path, which decides what it takes.
        if (!PyFloat_CheckExact(value)) return false;
        TFE_OpSetAttrFloat(op, name, static_cast<float>(PyFloat_AS_DOUBLE(value)));
        return true;
      }
      case BOOL:
        if (value != Py_True && value != Py_False) return false;
        TFE_OpSetAttrBool(op, name, value == Py_True);
        return true;
      case TYPE: {
        if (!IsInt(value)) return false;
        long v = PyLong_AsLong(value);
        if (v <= 0 || v > 1000) {
          PyErr_Clear();
          return false;
        }
        TFE_OpSetAttrType(op, name, static_cast<TF_DataType>(v));
        return true;
      }
      case SHAPE: {
        if (value == Py_None) {
          TFE_OpSetAttrShape(op, name, nullptr, -1, status);
          return TF_GetCode(status) == TF_OK;
        }
        if (!PyList_CheckExact(value) && !PyTuple_CheckExact(value)) return false;
        Py_ssize_t n = PySequence_Fast_GET_SIZE(value);
        PyObject** items = PySequence_Fast_ITEMS(value);
        SmallVec<int64_t, 8> dims;
        for (Py_ssize_t i = 0; i < n; ++i) {
          if (items[i] == Py_None) {
            dims.push_back(-1);
          } else if (IsInt(items[i])) {
            dims.push_back(PyLong_AsLongLong(items[i]));
          } else {
            return false;
          }
        }
        if (PyErr_Occurred()) {
          PyErr_Clear();
          return false;
        }
        TFE_OpSetAttrShape(op, name, dims.data(), static_cast<int>(n), status);
        return TF_GetCode(status) == TF_OK;
      }
      default:
        return false;
    }
  }
  if (!PyList_CheckExact(value) && !PyTuple_CheckExact(value)) return false;
  Py_ssize_t n = PySequence_Fast_GET_SIZE(value);
  PyObject** items = PySequence_Fast_ITEMS(value);
  *count = n;
  int num = static_cast<int>(n);
  switch (kind & ~LIST) {
    case STRING: {
      SmallVec<const void*, 8> data;
      SmallVec<size_t, 8> lens;
      for (Py_ssize_t i = 0; i < n; ++i) {
        Py_ssize_t len;
        const char* d;
        if (PyUnicode_Check(items[i])) {
          d = PyUnicode_AsUTF8AndSize(items[i], &len);
          if (d == nullptr) {
            PyErr_Clear();
            return false;
          }
        } else if (PyBytes_Check(items[i])) {
          d = PyBytes_AS_STRING(items[i]);
          len = PyBytes_GET_SIZE(items[i]);
        } else {
          return false;
        }
        data.push_back(d);
        lens.push_back(static_cast<size_t>(len));
      }
      TFE_OpSetAttrStringList(op, name, data.data(), lens.data(), num);
      return true;
    }
    case INT: {
      SmallVec<int64_t, 8> v;
      for (Py_ssize_t i = 0; i < n; ++i) {
        if (!IsInt(items[i])) return false;
        v.push_back(PyLong_AsLongLong(items[i]));
      }
      if (PyErr_Occurred()) {
        PyErr_Clear();
        return false;
      }
      TFE_OpSetAttrIntList(op, name, v.data(), num);
      return true;
    }
    case FLOAT: {
      SmallVec<float, 8> v;
      for (Py_ssize_t i = 0; i < n; ++i) {
        if (!PyFloat_CheckExact(items[i])) return false;
        v.push_back(static_cast<float>(PyFloat_AS_DOUBLE(items[i])));
      }
      TFE_OpSetAttrFloatList(op, name, v.data(), num);
      return true;
    }
    case BOOL: {
      SmallVec<unsigned char, 8> v;
      for (Py_ssize_t i = 0; i < n; ++i) {
        if (items[i] != Py_True && items[i] != Py_False) return false;
        v.push_back(items[i] == Py_True);
      }
      TFE_OpSetAttrBoolList(op, name, v.data(), num);
      return true;
    }
    case TYPE: {
      SmallVec<TF_DataType, 8> v;
      for (Py_ssize_t i = 0; i < n; ++i) {
        if (!IsInt(items[i])) return false;
        long t = PyLong_AsLong(items[i]);
        if (t <= 0 || t > 1000) {
          PyErr_Clear();
          return false;
        }
        v.push_back(static_cast<TF_DataType>(t));
      }
      TFE_OpSetAttrTypeList(op, name, v.data(), num);
      return true;
    }
    case SHAPE: {
      std::vector<std::vector<int64_t>> dims(n);
      SmallVec<const int64_t*, 8> ptrs;
      SmallVec<int, 8> ranks;
      for (Py_ssize_t i = 0; i < n; ++i) {
        PyObject* s = items[i];
        if (s == Py_None) {
          ptrs.push_back(nullptr);
          ranks.push_back(-1);
          continue;
        }
        if (!PyList_CheckExact(s) && !PyTuple_CheckExact(s)) return false;
        Py_ssize_t r = PySequence_Fast_GET_SIZE(s);
        PyObject** ds = PySequence_Fast_ITEMS(s);
        for (Py_ssize_t j = 0; j < r; ++j) {
          if (ds[j] == Py_None) {
            dims[i].push_back(-1);
          } else if (IsInt(ds[j])) {
            dims[i].push_back(PyLong_AsLongLong(ds[j]));
          } else {
            return false;
          }
        }
        ptrs.push_back(dims[i].data());
        ranks.push_back(static_cast<int>(r));
      }
      if (PyErr_Occurred()) {
        PyErr_Clear();
        return false;
      }
      TFE_OpSetAttrShapeList(op, name, ptrs.data(), ranks.data(), num, status);
      return TF_GetCode(status) == TF_OK;
    }
    default:
      return false;
  }
}

// The index of the attribute named `name` in spec, or -1.
int FindAttr(const OpSpec& spec, PyObject* name) {
  int n = static_cast<int>(spec.attrs.size());
  for (int i = 0; i < n; ++i) {
    if (spec.attrs[i].name == name) return i;
  }
  if (!PyUnicode_Check(name)) return -1;
  for (int i = 0; i < n; ++i) {
    if (PyUnicode_Compare(spec.attrs[i].name, name) == 0) return i;
  }
  return -1;
}

// Whether every device of ctx is a CPU. Then an op run again with the same attributes and
// device scope, without resource inputs, is placed where it was: TensorFlow's placement of an
// op depends on its attributes, its requested device and soft placement (its device cache
// key), and beyond that only on its inputs: a resource input moves it to the resource's device
// (so such calls are placed again), small integer inputs pin it to the host CPU (where an op
// without a device scope already is on such a context).
bool HostOnly(TFE_Context* ctx) {
  TF_Status* status = TF_NewStatus();
  TF_DeviceList* devices = TFE_ContextListDevices(ctx, status);
  bool host_only = TF_GetCode(status) == TF_OK && devices != nullptr;
  for (int i = 0; host_only && i < TF_DeviceListCount(devices); ++i) {
    const char* type = TF_DeviceListType(devices, i, status);
    host_only = TF_GetCode(status) == TF_OK && type != nullptr && strcmp(type, "CPU") == 0;
  }
  if (devices != nullptr) TF_DeleteDeviceList(devices);
  TF_DeleteStatus(status);
  return host_only;
}

// The thread's op for spec, in ctx; nullptr with the status set.
CachedOp* ThreadOp(const OpSpec* spec, TFE_Context* ctx, PyObject* capsule, const char* op_type,
                   TF_Status* status) {
  ThreadState& s = t_state;
  if (s.ctx != ctx) {
    s.DropOps();
    Py_XDECREF(s.capsule);
    Py_INCREF(capsule);
    s.capsule = capsule;
    s.ctx = ctx;
    s.host_only = HostOnly(ctx);
  } else if (s.ops.size() >= kMaxCachedOps && s.ops.find(spec) == s.ops.end()) {
    s.DropOps();
  }
  CachedOp& c = s.ops[spec];
  if (c.op == nullptr) {
    c.op = TFE_NewOp(ctx, op_type, status);
    c.valid = false;
    if (TF_GetCode(status) != TF_OK) {
      if (c.op != nullptr) TFE_DeleteOp(c.op);
      c.op = nullptr;
      return nullptr;
    }
  }
  return &c;
}

// A kept op's input list, for a call like its last one to append its inputs to directly, when
// TensorFlow's run has left it empty and every input is a local TensorHandle (else nullptr:
// they go in through TFE_OpAddInput). TFE_OpAddInput also tells the op's attributes the input
// count again, which marks the NodeDef TensorFlow built from them on the last run stale, so
// that it is built anew on every run (about 2,700 instructions), although the attributes and
// the count are the same: appended directly, the NodeDef stays. (Nothing else differs: the op
// infers no attributes from inputs after a run, and no input is on a custom device.)
EagerInputs* DirectInputs(TFE_Op* op, PyObject* const* flat, int n) {
  tensorflow::ImmediateExecutionOperation* eager = tensorflow::unwrap(op);
  if (eager->getKind() != kEagerOpKind || !eager->GetInputs().empty()) {
    return nullptr;
  }
  for (int i = 0; i < n; ++i) {
    if (tensorflow::unwrap(EagerTensor_Handle(flat[i]))->getKind() != kEagerHandleKind) {
      return nullptr;
    }
  }
  EagerInputs* inputs = nullptr;
  if (!EagerOperationMutableTensorHandleInputs(eager, &inputs).ok()) return nullptr;
  return inputs;
}

// Whether a given attribute value is the one kept (only immutable values can be).
bool SameValue(PyObject* kept, PyObject* v) {
  if (Py_TYPE(kept) != Py_TYPE(v)) return false;
  if (PyLong_CheckExact(v)) return kept == v || PyObject_RichCompareBool(kept, v, Py_EQ) == 1;
  if (PyUnicode_CheckExact(v)) return kept == v || PyUnicode_Compare(kept, v) == 0;
  if (PyFloat_CheckExact(v)) return PyFloat_AS_DOUBLE(kept) == PyFloat_AS_DOUBLE(v);
  if (PyBytes_CheckExact(v)) return kept == v || PyObject_RichCompareBool(kept, v, Py_EQ) == 1;
  return v == Py_True || v == Py_False || v == Py_None ? kept == v : false;
}

// Whether the call (its given attributes, inputs, device and executor) is the op's last one.
bool SameCall(const CachedOp& c, PyObject* const* attrs, Py_ssize_t num_attr_args,
              const int* dtypes, int num_dtypes, const int* lengths, int num_lengths,
              const char* device, const void* executor) {
  if (!c.valid || c.executor != executor || c.attrs.size() != static_cast<size_t>(num_attr_args) ||
      c.dtypes.size() != static_cast<size_t>(num_dtypes) ||
      c.lengths.size() != static_cast<size_t>(num_lengths) ||
      strcmp(c.device.c_str(), device == nullptr ? "" : device) != 0) {
    return false;
  }
  for (int i = 0; i < num_dtypes; ++i) {
    if (c.dtypes[i] != dtypes[i]) return false;
  }
  for (int i = 0; i < num_lengths; ++i) {
    if (c.lengths[i] != lengths[i]) return false;
  }
  for (Py_ssize_t i = 0; i < num_attr_args; i += 2) {
    if (c.attrs[i] != attrs[i] || !SameValue(c.attrs[i + 1], attrs[i + 1])) {
      if (PyErr_Occurred()) PyErr_Clear();
      return false;
    }
  }
  return true;
}

// TensorFlow's eager op infers a list input's type attribute (or type list) from the inputs
// numbered from the argument's index, not from the list's own position among the flat inputs:
// after an earlier list of other than one tensor it reads the wrong tensors (DynamicStitch's
// data typed as its indices). An attribute keeps its first value, so the list's own types are
// set before it is added, where this list is the first to fix them.
void SetListTypes(TFE_Op* op, const OpSpec& spec, const ArgSpec& arg, const int* dtypes, int n) {
  const int a = arg.kind == TYPE_LIST ? arg.attr : arg.type_attr;
  if (a < 0 || n == 0) return;
  const char* name = spec.attrs[a].cname.c_str();
  if (arg.kind == TYPE_LIST) {
    SmallVec<TF_DataType, 8> types;
    for (int j = 0; j < n; ++j) types.push_back(static_cast<TF_DataType>(dtypes[j]));
    TFE_OpSetAttrTypeList(op, name, types.data(), n);
  } else {
    TFE_OpSetAttrType(op, name, static_cast<TF_DataType>(dtypes[0]));
  }
}

// The count an int or list attribute value gives (what SetAttr records), for a kept op.
void CountOf(const AttrSpec& a, PyObject* value, int64_t* count) {
  if (a.kind & LIST) {
    *count = PySequence_Fast_GET_SIZE(value);
  } else if (a.kind == INT) {
    *count = PyLong_AsLongLong(value);
  }
}

void RaiseStatus(TF_Status* status, const char* op_type) {
  std::string message = std::string(TF_Message(status)) + " [Op:" + op_type + "]";
  TF_SetStatus(status, TF_GetCode(status), message.c_str());
  tensorflow::MaybeRaiseExceptionFromTFStatus(status, nullptr);
}

constexpr Py_ssize_t kInputStart = 3;

PyObject* Execute(PyObject* /*self*/, PyObject* const* args, Py_ssize_t nargs) {
  if (nargs < kInputStart) {
    PyErr_SetString(PyExc_TypeError, "execute(ctx, op_type, name, *inputs, *attrs)");
    return nullptr;
  }
  PyObject* py_ctx = args[0];
  PyObject* py_op_type = args[1];
  OpSpec* spec = GetSpec(py_op_type);
  if (spec == nullptr) return nullptr;
  const Py_ssize_t num_inputs = static_cast<Py_ssize_t>(spec->inputs.size());
  const Py_ssize_t attr_start = kInputStart + num_inputs;
  if (!spec->supported || nargs < attr_start || (nargs - attr_start) % 2 != 0) {
    return Delegate(args, nargs);
  }

  PyObject* capsule = PyObject_GetAttr(py_ctx, g_context_handle_name);
  if (capsule == nullptr) return nullptr;
  TFE_Context* ctx = capsule == Py_None
                         ? nullptr
                         : static_cast<TFE_Context*>(PyCapsule_GetPointer(capsule, nullptr));
  if (ctx == nullptr) {
    PyErr_Clear();
    Py_DECREF(capsule);
    return Delegate(args, nargs);
  }
  tensorflow::EagerContextThreadLocalData* tld =
      tensorflow::GetEagerContextThreadLocalData(py_ctx);
  if (tld == nullptr) {
    Py_DECREF(capsule);
    return nullptr;
  }
  PyObject* callbacks = tld->op_callbacks.get();
  if (callbacks != nullptr && callbacks != Py_None && PyList_Size(callbacks) > 0) {
    Py_DECREF(capsule);
    return Delegate(args, nargs);
  }
  const char* device = nullptr;
  PyObject* py_device = tld->device_name.get();
  if (py_device != nullptr && py_device != Py_None) {
    device = PyUnicode_AsUTF8(py_device);
    if (device == nullptr) {
      Py_DECREF(capsule);
      return nullptr;
    }
  }

  // The inputs: EagerTensors only (anything else goes to TensorFlow's fast path, before
  // anything was set), with their types and the lists' lengths.
  SmallVec<PyObject*, 8> flat;  // borrowed: the call's arguments hold them
  SmallVec<int, 8> dtypes;
  SmallVec<int, 4> lengths;
  for (Py_ssize_t i = 0; i < num_inputs; ++i) {
    const ArgSpec& arg = spec->inputs[i];
    PyObject* x = args[kInputStart + i];
    if (arg.kind == SINGLE) {
      if (!EagerTensor_CheckExact(x)) {
        Py_DECREF(capsule);
        return Delegate(args, nargs);
      }
      flat.push_back(x);
      continue;
    }
    if (!PyList_CheckExact(x) && !PyTuple_CheckExact(x)) {
      Py_DECREF(capsule);
      return Delegate(args, nargs);
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(x);
    // TensorFlow's eager op reads an input list's first element to infer its type attribute:
    // an empty list goes to the fast path, which refuses it with TensorFlow's own error.
    if (n == 0) {
      Py_DECREF(capsule);
      return Delegate(args, nargs);
    }
    PyObject** items = PySequence_Fast_ITEMS(x);
    for (Py_ssize_t j = 0; j < n; ++j) {
      if (!EagerTensor_CheckExact(items[j])) {
        Py_DECREF(capsule);
        return Delegate(args, nargs);
      }
      flat.push_back(items[j]);
    }
    lengths.push_back(static_cast<int>(n));
  }
  bool resource_input = false;  // (a resource input moves the op to its device)
  for (int i = 0; i < flat.size(); ++i) {
    dtypes.push_back(TFE_TensorHandleDataType(EagerTensor_Handle(flat[i])));
    resource_input = resource_input || dtypes[i] == TF_RESOURCE;
  }

  ThreadState& ts = t_state;
  if (ts.status == nullptr) ts.status = TF_NewStatus();
  TF_Status* status = ts.status;
  // The thread's status is reused: an earlier call that failed (raised, or handed over after a
  // failed step) left its error in it, which a call run again as it is (no TensorFlow call
  // before the check below) would otherwise raise as its own. Cleared here, for every path.
  if (TF_GetCode(status) != TF_OK) TF_SetStatus(status, TF_OK, "");
  const char* op_type = PyUnicode_AsUTF8(py_op_type);
  CachedOp* cached = ThreadOp(spec, ctx, capsule, op_type, status);
  Py_DECREF(capsule);
  if (cached == nullptr) {
    if (!PyErr_Occurred()) RaiseStatus(status, op_type);
    return nullptr;
  }
  TFE_Op* op = cached->op;
  const void* executor = &tensorflow::unwrap(ctx)->Executor();
  const bool same = SameCall(*cached, args + attr_start, nargs - attr_start, dtypes.data(),
                             dtypes.size(), lengths.data(), lengths.size(), device, executor);
  // Run again, the op is placed as on its last run (see HostOnly), unless its inputs say
  // otherwise (below).
  if (!same) {
    ClearKey(cached);
    // A call handed over or refused after its inputs were added left them on the op; Reset
    // expects none.
    tensorflow::unwrap(op)->Clear();
    TFE_OpReset(op, op_type, device, status);
  }
  if (TF_GetCode(status) != TF_OK) {
    cached->valid = false;
    RaiseStatus(status, op_type);
    return nullptr;
  }

  // Attribute state: 0 unset, 1 given, 2 inferred; counts size list outputs.
  const int num_attrs = static_cast<int>(spec->attrs.size());
  unsigned char set[kMaxAttrs] = {0};
  int64_t counts[kMaxAttrs];
  for (int i = 0; i < num_attrs; ++i) counts[i] = spec->attrs[i].default_count;

  for (Py_ssize_t i = attr_start; i < nargs; i += 2) {
    int a = FindAttr(*spec, args[i]);
    if (a < 0 || args[i + 1] == Py_None || spec->attrs[a].kind == UNSUPPORTED) {
      return Delegate(args, nargs);  // (before any attribute was set: the key stays)
    }
    if (same) {
      CountOf(spec->attrs[a], args[i + 1], &counts[a]);
    } else if (!SetAttr(op, spec->attrs[a], args[i + 1], &counts[a], status)) {
      return Delegate(args, nargs);  // (the op was reset: no key)
    }
    set[a] = 1;
  }

  // Inputs. TensorFlow's eager op sets the attributes they fix (T, N, a type list) itself as
  // they are added (after the given ones, as its Python fast path does): lists go in whole.
  // A kept op run again has them already, and takes its inputs directly (see DirectInputs).
  EagerInputs* direct = same ? DirectInputs(op, flat.data(), flat.size()) : nullptr;
  if (direct != nullptr) {
    for (int j = 0; j < flat.size(); ++j) {
      // (A TensorHandle is an ImmediateExecutionTensorHandle at the same address: single
      // inheritance.)
      tensorflow::ImmediateExecutionTensorHandle* h = tensorflow::unwrap(EagerTensor_Handle(flat[j]));
      h->Ref();
      direct->push_back(reinterpret_cast<tensorflow::TensorHandle*>(h));
    }
  }
  SmallVec<TFE_TensorHandle*, 8> handles;
  int k = 0;
  for (Py_ssize_t i = 0; i < num_inputs; ++i) {
    const ArgSpec& arg = spec->inputs[i];
    int n = 1;
    if (arg.kind == SINGLE) {
      if (direct == nullptr) TFE_OpAddInput(op, EagerTensor_Handle(flat[k]), status);
      ++k;
    } else {
      n = static_cast<int>(PySequence_Fast_GET_SIZE(args[kInputStart + i]));
      const int types_attr = arg.kind == TYPE_LIST ? arg.attr : arg.type_attr;
      if (k != i && !same && types_attr >= 0 && set[types_attr] == 0) {
        SetListTypes(op, *spec, arg, dtypes.data() + k, n);
      }
      if (direct == nullptr) {
        handles = SmallVec<TFE_TensorHandle*, 8>();
        for (int j = 0; j < n; ++j) handles.push_back(EagerTensor_Handle(flat[k + j]));
        TFE_OpAddInputList(op, handles.data(), n, status);
      }
      k += n;
      counts[arg.attr] = n;
      if (set[arg.attr] == 0) set[arg.attr] = 2;
    }
    if (TF_GetCode(status) != TF_OK) {
      ClearKey(cached);
      RaiseStatus(status, op_type);
      return nullptr;
    }
    if (arg.type_attr >= 0 && n > 0 && set[arg.type_attr] == 0) set[arg.type_attr] = 2;
  }
  if (same &&
      (!ts.host_only || resource_input || tensorflow::unwrap(op)->HasCustomDeviceInput())) {
    // The device placement of the last run goes: the op is placed again. (A resource input
    // moves the op to the resource's device; with an input on a custom device, an op without
    // a requested device goes to that device.)
    TFE_OpSetDevice(op, device == nullptr ? "" : device, status);
    if (TF_GetCode(status) != TF_OK) {
      ClearKey(cached);
      RaiseStatus(status, op_type);
      return nullptr;
    }
  }
  for (int i = 0; i < num_attrs; ++i) {
    // An attribute that nothing sets: TensorFlow's fast path says what is missing.
    if (set[i] == 0 && !spec->attrs[i].has_default) {
      ClearKey(cached);
      return Delegate(args, nargs);
    }
  }

  int num_outputs = 0;
  for (const ArgSpec& out : spec->outputs) {
    if (out.kind == SINGLE) {
      ++num_outputs;
    } else if (counts[out.attr] < 0) {
      ClearKey(cached);
      return Delegate(args, nargs);
    } else {
      num_outputs += static_cast<int>(counts[out.attr]);
    }
  }
  const bool recording = [] {
    PyObject* empty = TFE_Py_TapeSetIsEmpty();
    bool r = empty == Py_False;
    Py_XDECREF(empty);
    return r;
  }();

  if (!same) {
    // The op now holds this call's attributes: later calls like it run it as it is.
    cached->device = device == nullptr ? "" : device;
    cached->executor = executor;
    cached->dtypes.assign(dtypes.data(), dtypes.data() + dtypes.size());
    cached->lengths.assign(lengths.data(), lengths.data() + lengths.size());
    for (Py_ssize_t i = attr_start; i < nargs; ++i) cached->attrs.push_back(Py_NewRef(args[i]));
    cached->valid = true;
  }
  ++g_native_calls;
  SmallVec<TFE_TensorHandle*, 8> retvals;
  retvals.resize(num_outputs);
  int num_retvals = num_outputs;
  Py_BEGIN_ALLOW_THREADS;
  TFE_Execute(op, retvals.data(), &num_retvals, status);
  Py_END_ALLOW_THREADS;
  // Release the inputs now rather than at the thread's next op (a synchronous run has released
  // them already).
  if (!tensorflow::unwrap(op)->GetInputs().empty()) tensorflow::unwrap(op)->Clear();
  if (TF_GetCode(status) != TF_OK) {
    ClearKey(cached);
    RaiseStatus(status, op_type);
    return nullptr;
  }

  const size_t num_args = spec->outputs.size();
  if (!recording && num_args == 1 && spec->outputs[0].kind == SINGLE && num_retvals == 1) {
    // The common case: one tensor, returned as it is (no list to build and free).
    return EagerTensorFromHandle(retvals[0]);
  }
  PyObject* results = PyList_New(num_retvals);
  if (results == nullptr) return nullptr;
  for (int i = 0; i < num_retvals; ++i) {
    PyObject* t = EagerTensorFromHandle(retvals[i]);
    if (t == nullptr) {
      for (int j = i + 1; j < num_retvals; ++j) TFE_DeleteTensorHandle(retvals[j]);
      Py_DECREF(results);
      return nullptr;
    }
    PyList_SET_ITEM(results, i, t);
  }

  if (recording) {
    // Every attribute, in TensorFlow's fast-path order: given, inferred, then defaults.
    PyObject* inputs = PyTuple_New(flat.size());
    PyObject* attrs = PyList_New(0);
    bool ok = inputs != nullptr && attrs != nullptr;
    for (int i = 0; ok && i < flat.size(); ++i) {
      Py_INCREF(flat[i]);
      PyTuple_SET_ITEM(inputs, i, flat[i]);
    }
    for (Py_ssize_t i = attr_start; ok && i < nargs; ++i) {
      ok = PyList_Append(attrs, args[i]) == 0;
    }
    k = 0;
    for (Py_ssize_t i = 0; ok && i < num_inputs; ++i) {
      const ArgSpec& arg = spec->inputs[i];
      int n = arg.kind == SINGLE
                  ? 1
                  : static_cast<int>(PySequence_Fast_GET_SIZE(args[kInputStart + i]));
      if (arg.kind == NUMBER_LIST && set[arg.attr] == 2) {
        PyObject* v = PyLong_FromLong(n);
        ok = v && PyList_Append(attrs, spec->attrs[arg.attr].name) == 0 &&
             PyList_Append(attrs, v) == 0;
        Py_XDECREF(v);
      }
      if (ok && arg.kind == TYPE_LIST && set[arg.attr] == 2) {
        PyObject* v = PyTuple_New(n);
        for (int j = 0; v && j < n; ++j) {
          PyTuple_SET_ITEM(v, j, PyLong_FromLong(TFE_TensorHandleDataType(EagerTensor_Handle(flat[k + j]))));
        }
        ok = v && PyList_Append(attrs, spec->attrs[arg.attr].name) == 0 &&
             PyList_Append(attrs, v) == 0;
        Py_XDECREF(v);
      }
      if (ok && arg.type_attr >= 0 && n > 0 && set[arg.type_attr] == 2) {
        set[arg.type_attr] = 3;  // recorded once
        PyObject* v = PyLong_FromLong(TFE_TensorHandleDataType(EagerTensor_Handle(flat[k])));
        ok = v && PyList_Append(attrs, spec->attrs[arg.type_attr].name) == 0 &&
             PyList_Append(attrs, v) == 0;
        Py_XDECREF(v);
      }
      k += n;
    }
    for (int i = 0; ok && i < num_attrs; ++i) {
      const AttrSpec& a = spec->attrs[i];
      if (set[i] == 0 && a.has_default && a.default_value != Py_None) {
        ok = PyList_Append(attrs, a.name) == 0 && PyList_Append(attrs, a.default_value) == 0;
      }
    }
    PyObject* attr_tuple = ok ? PyList_AsTuple(attrs) : nullptr;
    PyObject* recorded =
        attr_tuple ? TFE_Py_RecordGradient(py_op_type, inputs, attr_tuple, results,
                                           tld->scope_name.get())
                   : nullptr;
    Py_XDECREF(attr_tuple);
    Py_XDECREF(inputs);
    Py_XDECREF(attrs);
    if (recorded == nullptr) {
      Py_DECREF(results);
      return nullptr;
    }
    Py_DECREF(recorded);
  }

  // TensorFlow's fast-path result forms.
  if (num_args == 0) {
    Py_DECREF(results);
    Py_RETURN_NONE;
  }
  if (num_args == 1) {
    if (spec->outputs[0].kind != SINGLE) return results;
    PyObject* t = PyList_GET_ITEM(results, 0);
    Py_INCREF(t);
    Py_DECREF(results);
    return t;
  }
  PyObject* nested = PyList_New(num_args);
  if (nested == nullptr) {
    Py_DECREF(results);
    return nullptr;
  }
  int at = 0;
  for (size_t i = 0; i < num_args; ++i) {
    const ArgSpec& out = spec->outputs[i];
    if (out.kind == SINGLE) {
      PyObject* t = PyList_GET_ITEM(results, at++);
      Py_INCREF(t);
      PyList_SET_ITEM(nested, i, t);
      continue;
    }
    int n = static_cast<int>(counts[out.attr]);
    PyObject* inner = PyList_New(n);
    if (inner == nullptr) {
      Py_DECREF(nested);
      Py_DECREF(results);
      return nullptr;
    }
    for (int j = 0; j < n; ++j) {
      PyObject* t = PyList_GET_ITEM(results, at++);
      Py_INCREF(t);
      PyList_SET_ITEM(inner, j, t);
    }
    PyList_SET_ITEM(nested, i, inner);
  }
  Py_DECREF(results);
  return nested;
}


// ---------------------------------------------------------------------------------------------
// made(scope, fast, result): the eager op instance of a generated class, as the runtime's
// `made` (tfjava/dispatch/runtime.py) makes it: the op's unique name reserved in the
// scope's name counters (formatted only when asked), the instance made without __init__, its
// _env, _name and outputs (_t for one output, else _outs) set. One Made object per op class.

// A slot read with a per-site cache of (type, version tag) -> offset, as CPython's own
// specialised attribute loads do; anything but a plain slot goes through PyObject_GetAttr.
struct SlotCache {
  PyTypeObject* type = nullptr;
  unsigned int tag = 0;
  Py_ssize_t offset = -1;
};

// The offset of a T_OBJECT_EX slot `name` of type, or -1.
Py_ssize_t SlotOffset(PyTypeObject* type, PyObject* name) {
  if (type->tp_getattro != PyObject_GenericGetAttr) return -1;
  PyObject* d = _PyType_Lookup(type, name);  // borrowed
  if (d == nullptr || Py_TYPE(d) != &PyMemberDescr_Type) return -1;
  PyMemberDef* m = reinterpret_cast<PyMemberDescrObject*>(d)->d_member;
  if (m->type != T_OBJECT_EX || (m->flags & READONLY)) return -1;
  return m->offset;
}

// The object in the slot at offset of obj (borrowed; null when the slot is unset).
inline PyObject* RawSlot(PyObject* obj, Py_ssize_t offset) {
  return *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(obj) + offset);
}

// obj.name when obj's type keeps it in a set slot (borrowed), else null (no error set).
PyObject* PlainSlot(PyObject* obj, PyObject* name, SlotCache* cache) {
  PyTypeObject* type = Py_TYPE(obj);
  if (type != cache->type || type->tp_version_tag != cache->tag) {
    Py_ssize_t offset = SlotOffset(type, name);
    cache->type = nullptr;
    if (offset < 0 || !PyType_HasFeature(type, Py_TPFLAGS_VALID_VERSION_TAG)) return nullptr;
    cache->type = type;
    cache->tag = type->tp_version_tag;
    cache->offset = offset;
  }
  return RawSlot(obj, cache->offset);
}

// obj.name, a new reference (nullptr with an error set).
PyObject* GetSlot(PyObject* obj, PyObject* name, SlotCache* cache) {
  PyObject* v = PlainSlot(obj, name, cache);
  if (v != nullptr) return Py_NewRef(v);
  return PyObject_GetAttr(obj, name);  // (not a plain slot, or unset: Python's AttributeError)
}

PyObject* g_names_name = nullptr;    // "_names"
PyObject* g_env_name = nullptr;      // "_env"
PyObject* g_ids_name = nullptr;      // "_ids"
PyObject* g_op_name_name = nullptr;  // "_op_name"
SlotCache g_scope_names, g_scope_env, g_names_ids, g_names_op_name;

struct Made {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  PyTypeObject* cls;       // owned
  PyObject* class_name;    // owned
  bool operand;            // one output, kept in _t; else the result in _outs
  std::vector<Py_ssize_t> list_lengths;  // positions in fast of the list inputs
  Py_ssize_t env_offset, name_offset, out_offset;
};

inline void SetSlot(PyObject* obj, Py_ssize_t offset, PyObject* value) {  // steals value
  PyObject** p = reinterpret_cast<PyObject**>(reinterpret_cast<char*>(obj) + offset);
  Py_XSETREF(*p, value);
}

// The op instance for scope and result; `fast` holds the execution step's arguments (the list
// inputs' lengths are read from it).
PyObject* MakeInstance(Made* self, PyObject* scope, PyObject* const* fast, Py_ssize_t num_fast,
                       PyObject* result) {
  const Py_ssize_t num_lengths = static_cast<Py_ssize_t>(self->list_lengths.size());
  PyObject* lengths[8];
  PyObject* names = GetSlot(scope, g_names_name, &g_scope_names);
  if (names == nullptr) return nullptr;
  PyObject* ids = GetSlot(names, g_ids_name, &g_names_ids);
  PyObject* key = ids ? GetSlot(names, g_op_name_name, &g_names_op_name) : nullptr;
  if (key == nullptr) {
    Py_DECREF(names);
    Py_XDECREF(ids);
    return nullptr;
  }
  int truth = PyObject_IsTrue(key);
  if (truth <= 0) {
    Py_SETREF(key, Py_NewRef(self->class_name));
    if (truth < 0) PyErr_Clear();  // (a name scope's _op_name is a str or None)
  }
  PyObject* count = nullptr;
  PyObject* next = nullptr;
  PyObject* op = nullptr;
  PyObject* env = nullptr;
  PyObject* name = nullptr;
  if (PyDict_CheckExact(ids)) {
    count = PyDict_GetItemWithError(ids, key);
    if (count == nullptr && PyErr_Occurred()) goto error;
    count = count == nullptr ? PyLong_FromLong(0) : Py_NewRef(count);
  } else {
    count = PyObject_CallMethod(ids, "get", "Oi", key, 0);
  }
  if (count == nullptr) goto error;
  if (PyLong_CheckExact(count)) {
    // The common case without PyNumber_Add's dispatch (a name's count is a small int).
    int overflow = 0;
    const long long c = PyLong_AsLongLongAndOverflow(count, &overflow);
    if (overflow == 0 && c < LLONG_MAX) next = PyLong_FromLongLong(c + 1);
  }
  if (next == nullptr && !PyErr_Occurred()) {
    PyObject* one = PyLong_FromLong(1);
    next = one ? PyNumber_Add(count, one) : nullptr;
    Py_XDECREF(one);
  }
  if (next == nullptr ||
      (PyDict_CheckExact(ids) ? PyDict_SetItem(ids, key, next) : PyObject_SetItem(ids, key, next)) < 0) {
    goto error;
  }
  env = GetSlot(scope, g_env_name, &g_scope_env);
  if (env == nullptr) goto error;
  name = PyTuple_New(3 + num_lengths);
  if (name == nullptr) goto error;
  PyTuple_SET_ITEM(name, 0, names);
  PyTuple_SET_ITEM(name, 1, key);
  PyTuple_SET_ITEM(name, 2, count);
  names = key = count = nullptr;
  for (Py_ssize_t i = 0; i < num_lengths; ++i) {
    Py_ssize_t at = self->list_lengths[i];
    if (at >= num_fast) {
      PyErr_SetString(PyExc_IndexError, "made: fast is too short");
      goto error;
    }
    Py_ssize_t n = PyObject_Length(fast[at]);
    lengths[i] = n < 0 ? nullptr : PyLong_FromSsize_t(n);
    if (lengths[i] == nullptr) goto error;
    PyTuple_SET_ITEM(name, 3 + i, lengths[i]);
  }
  op = self->cls->tp_alloc(self->cls, 0);
  if (op == nullptr) goto error;
  SetSlot(op, self->env_offset, env);
  SetSlot(op, self->name_offset, name);
  env = name = nullptr;
  if (self->operand || result != Py_None) {
    SetSlot(op, self->out_offset, Py_NewRef(result));
  } else {
    PyObject* empty = PyList_New(0);
    if (empty == nullptr) goto error;
    SetSlot(op, self->out_offset, empty);
  }
  Py_DECREF(ids);
  Py_DECREF(next);
  return op;

error:
  Py_XDECREF(names);
  Py_XDECREF(ids);
  Py_XDECREF(key);
  Py_XDECREF(count);
  Py_XDECREF(next);
  Py_XDECREF(env);
  Py_XDECREF(name);
  Py_XDECREF(op);
  return nullptr;
}

PyObject* MadeCall(PyObject* callable, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  Made* self = reinterpret_cast<Made*>(callable);
  if (PyVectorcall_NARGS(nargsf) != 3 || kwnames != nullptr) {
    PyErr_SetString(PyExc_TypeError, "made(scope, fast, result)");
    return nullptr;
  }
  PyObject* fast = args[1];
  // Check what is read from fast before anything changes.
  if (!self->list_lengths.empty()) {
    if (self->list_lengths.size() > 8 || (!PyList_CheckExact(fast) && !PyTuple_CheckExact(fast))) {
      PyErr_SetString(PyExc_TypeError, "made: fast must be the execution step's arguments");
      return nullptr;
    }
    return MakeInstance(self, args[0], PySequence_Fast_ITEMS(fast),
                        PySequence_Fast_GET_SIZE(fast), args[2]);
  }
  return MakeInstance(self, args[0], nullptr, 0, args[2]);
}

void MadeDealloc(PyObject* obj) {
  Made* self = reinterpret_cast<Made*>(obj);
  Py_XDECREF(self->cls);
  Py_XDECREF(self->class_name);
  self->list_lengths.~vector();
  Py_TYPE(obj)->tp_free(obj);
}

PyTypeObject MadeType = {
    PyVarObject_HEAD_INIT(nullptr, 0) "tfjava.native._eager.Made",  // tp_name
    sizeof(Made),                                                 // tp_basicsize
};

// made_function(cls, class_name, operand, list_lengths): the `made` of one op class.
PyObject* MadeFunction(PyObject* /*self*/, PyObject* args) {
  PyObject* cls;
  PyObject* class_name;
  int operand;
  PyObject* lengths;
  if (!PyArg_ParseTuple(args, "O!UpO!", &PyType_Type, &cls, &class_name, &operand,
                        &PyTuple_Type, &lengths)) {
    return nullptr;
  }
  PyTypeObject* type = reinterpret_cast<PyTypeObject*>(cls);
  if (PyType_HasFeature(type, Py_TPFLAGS_IS_ABSTRACT) || PyTuple_GET_SIZE(lengths) > 8) {
    PyErr_SetString(PyExc_TypeError, "made_function: not a class made this way");
    return nullptr;
  }
  Py_ssize_t env_offset = SlotOffset(type, g_env_name);
  PyObject* name_attr = PyUnicode_InternFromString("_name");
  PyObject* out_attr = PyUnicode_InternFromString(operand ? "_t" : "_outs");
  Py_ssize_t name_offset = name_attr ? SlotOffset(type, name_attr) : -1;
  Py_ssize_t out_offset = out_attr ? SlotOffset(type, out_attr) : -1;
  Py_XDECREF(name_attr);
  Py_XDECREF(out_attr);
  if (PyErr_Occurred()) return nullptr;
  if (env_offset < 0 || name_offset < 0 || out_offset < 0) {
    PyErr_SetString(PyExc_TypeError, "made_function: the class has no _env/_name/output slots");
    return nullptr;
  }
  Made* made = PyObject_New(Made, &MadeType);
  if (made == nullptr) return nullptr;
  new (&made->list_lengths) std::vector<Py_ssize_t>();
  made->vectorcall = MadeCall;
  made->cls = reinterpret_cast<PyTypeObject*>(Py_NewRef(cls));
  made->class_name = Py_NewRef(class_name);
  made->operand = operand;
  made->env_offset = env_offset;
  made->name_offset = name_offset;
  made->out_offset = out_offset;
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(lengths); ++i) {
    Py_ssize_t at = PyLong_AsSsize_t(PyTuple_GET_ITEM(lengths, i));
    if (at < 0) {
      if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "made_function: bad position");
      Py_DECREF(made);
      return nullptr;
    }
    made->list_lengths.push_back(at);
  }
  return reinterpret_cast<PyObject*>(made);
}

// ---------------------------------------------------------------------------------------------
// creator(scope, *params[, options, *option_values]): a generated class's whole eager create in
// one call: what the generated module's `_convert`, the execution step and
// `made` do one after the other, for the common case only: an eager scope without a device,
// operands of this environment (lists as lists), attribute values of the inline forms or
// converted by the runtime's own converters, no options or one Options object. A graph, a
// device scope or a closed environment goes to `build`, as the Python create sends it there.
// Anything else (and every call while the native path is switched off) goes to `slow`, the
// same create in Python, with the arguments as they came, before anything ran.

bool g_creators_enabled = true;
PyObject* g_t_name = nullptr;       // "_t"
PyObject* g_eager_name = nullptr;   // "_eager"
PyObject* g_closed_name = nullptr;  // "_closed"
PyObject* g_ctx_name = nullptr;     // "_ctx"
PyObject* g_device_name = nullptr;  // "_device"
SlotCache g_scope_device, g_env_eager, g_env_closed, g_env_ctx;

// How a value of an attribute is taken as it is (else its converter is called).
enum Inline { NONE = 0, INLINE_INT = 1, INLINE_STR = 2, INLINE_FLOAT = 3, INLINE_BOOL = 4,
              INLINE_TYPE = 5 };

struct CreatorAttr {
  PyObject* tf_name = nullptr;    // owned, interned
  int inline_kind = NONE;
  PyObject* convert = nullptr;    // owned: convert(value, op, param[, item])
  PyObject* item = nullptr;       // owned or null: a list's item converter
  PyObject* java_name = nullptr;  // owned
};

struct Creator {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  PyObject* op_type;     // owned
  PyObject* class_name;  // owned
  Made* made;            // owned
  PyObject* slow;        // owned
  PyObject* build;       // owned: build(scope, *params...), off the eager fast path
  PyObject* refused;     // owned: refused(spec, scope, fast, e)
  PyObject* refusals;    // owned: the exception classes `refused` takes
  PyObject* spec;        // owned
  PyObject* dtypes;      // owned: type class -> DataType
  PyObject* options_class;  // owned, or null without options
  std::vector<char>* is_list;           // per input
  std::vector<CreatorAttr>* attrs;      // attributes, then options
  std::vector<PyObject*>* option_fields;  // owned names of the Options fields
  std::vector<SlotCache>* env_caches;   // per input
  std::vector<SlotCache>* t_caches;     // per input
  size_t num_attrs;                     // attributes before the options in attrs
  Py_ssize_t nargs;                     // scope, params[, options, option values]
};

// The attribute value in the execution step's form (new reference), or null with an error.
PyObject* ConvertAttr(const Creator* self, const CreatorAttr& a, PyObject* v) {
  switch (a.inline_kind) {
    case INLINE_INT:
      if (PyLong_CheckExact(v)) {
        int overflow = 0;
        PyLong_AsLongLongAndOverflow(v, &overflow);
        if (overflow == 0 && !PyErr_Occurred()) return Py_NewRef(v);
        PyErr_Clear();
      }
      break;
    case INLINE_STR:
      if (PyUnicode_CheckExact(v)) return Py_NewRef(v);
      break;
    case INLINE_FLOAT:
      if (PyFloat_CheckExact(v)) return Py_NewRef(v);
      break;
    case INLINE_BOOL:
      if (PyBool_Check(v)) return Py_NewRef(v);
      break;
    case INLINE_TYPE:
      if (Py_TYPE(v) == &PyType_Type) {
        PyObject* t = PyDict_GetItemWithError(self->dtypes, v);  // borrowed
        if (t != nullptr && PyLong_CheckExact(t) && PyLong_AsLong(t) != 0) return Py_NewRef(t);
        if (PyErr_Occurred()) return nullptr;
      }
      break;
    default:
      break;
  }
  if (a.item != nullptr) {
    return PyObject_CallFunctionObjArgs(a.convert, v, self->class_name, a.java_name, a.item,
                                        nullptr);
  }
  return PyObject_CallFunctionObjArgs(a.convert, v, self->class_name, a.java_name, nullptr);
}

PyObject* CreatorSlow(Creator* self, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  ++g_creator_slow_calls;
  return PyObject_Vectorcall(self->slow, args, nargsf, kwnames);
}

PyObject* CreatorCall(PyObject* callable, PyObject* const* args, size_t nargsf,
                      PyObject* kwnames) {
  Creator* self = reinterpret_cast<Creator*>(callable);
  const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
  const Py_ssize_t num_inputs = static_cast<Py_ssize_t>(self->is_list->size());
  const Py_ssize_t num_attrs = static_cast<Py_ssize_t>(self->num_attrs);
  const Py_ssize_t num_options = static_cast<Py_ssize_t>(self->attrs->size()) - num_attrs;
  if (!g_creators_enabled || kwnames != nullptr || nargs != self->nargs) {
    return CreatorSlow(self, args, nargsf, kwnames);
  }
  PyObject* scope = args[0];
  PyObject* env = PlainSlot(scope, g_env_name, &g_scope_env);
  PyObject* device = env ? PlainSlot(scope, g_device_name, &g_scope_device) : nullptr;
  if (env == nullptr || device == nullptr) return CreatorSlow(self, args, nargsf, kwnames);
  if ((device != Py_None && !(PyUnicode_CheckExact(device) && PyUnicode_GET_LENGTH(device) == 0)) ||
      PlainSlot(env, g_eager_name, &g_env_eager) != Py_True ||
      PlainSlot(env, g_closed_name, &g_env_closed) != Py_False) {
    // A graph, a device scope or a closed environment: what the Python create does there.
    ++g_creator_slow_calls;
    return PyObject_Vectorcall(self->build, args, nargsf, nullptr);
  }
  PyObject* ctx = PlainSlot(env, g_ctx_name, &g_env_ctx);
  if (ctx == nullptr) return CreatorSlow(self, args, nargsf, kwnames);

  // The execution step's arguments, owned.
  SmallVec<PyObject*, 16> fast;
  fast.push_back(Py_NewRef(ctx));
  fast.push_back(Py_NewRef(self->op_type));
  fast.push_back(Py_NewRef(Py_None));
  auto release = [&fast] {
    for (int i = 0; i < fast.size(); ++i) Py_DECREF(fast[i]);
  };
  auto slow = [&] {
    release();
    return CreatorSlow(self, args, nargsf, kwnames);
  };
  for (Py_ssize_t i = 0; i < num_inputs; ++i) {
    PyObject* x = args[1 + i];
    SlotCache* env_cache = &(*self->env_caches)[i];
    SlotCache* t_cache = &(*self->t_caches)[i];
    if (!(*self->is_list)[i]) {
      PyObject* t = PlainSlot(x, g_env_name, env_cache) == env ? PlainSlot(x, g_t_name, t_cache)
                                                                 : nullptr;
      if (t == nullptr) return slow();
      fast.push_back(Py_NewRef(t));
      continue;
    }
    if (!PyList_CheckExact(x)) return slow();
    const Py_ssize_t n = PyList_GET_SIZE(x);
    PyObject* raw = PyList_New(n);
    if (raw == nullptr) {
      release();
      return nullptr;
    }
    fast.push_back(raw);
    for (Py_ssize_t j = 0; j < n; ++j) {
      PyObject* item = PyList_GET_ITEM(x, j);
      PyObject* t = PlainSlot(item, g_env_name, env_cache) == env
                        ? PlainSlot(item, g_t_name, t_cache)
                        : nullptr;
      if (t == nullptr) return slow();
      PyList_SET_ITEM(raw, j, Py_NewRef(t));
    }
  }
  for (Py_ssize_t j = 0; j < num_attrs; ++j) {
    const CreatorAttr& a = (*self->attrs)[j];
    PyObject* v = ConvertAttr(self, a, args[1 + num_inputs + j]);
    if (v == nullptr) {
      release();
      return nullptr;
    }
    fast.push_back(Py_NewRef(a.tf_name));
    fast.push_back(v);
  }
  if (self->options_class != nullptr) {
    PyObject* options = args[1 + num_inputs + num_attrs];
    PyObject* o = nullptr;  // borrowed
    if (!PyTuple_CheckExact(options)) return slow();
    if (PyTuple_GET_SIZE(options) == 1 &&
        Py_TYPE(PyTuple_GET_ITEM(options, 0)) ==
            reinterpret_cast<PyTypeObject*>(self->options_class)) {
      o = PyTuple_GET_ITEM(options, 0);
    } else if (PyTuple_GET_SIZE(options) != 0) {
      return slow();  // (merged there)
    }
    for (Py_ssize_t j = 0; j < num_options; ++j) {
      PyObject* v = args[2 + num_inputs + num_attrs + j];
      PyObject* field = nullptr;  // new reference
      if (v == Py_None && o != nullptr) {
        // An unset field reads as None.
        field = PyObject_GetAttr(o, (*self->option_fields)[j]);
        if (field == nullptr) {
          if (!PyErr_ExceptionMatches(PyExc_AttributeError)) {
            release();
            return nullptr;
          }
          PyErr_Clear();
        } else {
          v = field;
        }
      }
      if (v != Py_None) {
        const CreatorAttr& a = (*self->attrs)[num_attrs + j];
        PyObject* converted = ConvertAttr(self, a, v);
        Py_XDECREF(field);
        if (converted == nullptr) {
          release();
          return nullptr;
        }
        fast.push_back(Py_NewRef(a.tf_name));
        fast.push_back(converted);
      } else {
        Py_XDECREF(field);
      }
    }
  }

  PyObject* result = Execute(nullptr, fast.data(), fast.size());
  if (result == nullptr) {
    if (!PyErr_ExceptionMatches(self->refusals)) {
      release();
      return nullptr;
    }
    // TensorFlow refused the op: the runtime's `refused`, with the refusal being handled (so
    // that what it raises has the refusal as its context, as in the Python create).
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyErr_NormalizeException(&type, &value, &tb);
    if (tb != nullptr) PyException_SetTraceback(value, tb);
    PyObject* fast_tuple = PyTuple_New(fast.size());
    PyObject* made = nullptr;
    if (fast_tuple != nullptr) {
      for (int i = 0; i < fast.size(); ++i) PyTuple_SET_ITEM(fast_tuple, i, Py_NewRef(fast[i]));
      PyObject* handled = PyErr_GetHandledException();
      PyErr_SetHandledException(value);
      made = PyObject_CallFunctionObjArgs(self->refused, self->spec, scope, fast_tuple, value,
                                          nullptr);
      PyErr_SetHandledException(handled);
      Py_XDECREF(handled);
      Py_DECREF(fast_tuple);
    }
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(tb);
    release();
    return made;
  }
  PyObject* op = MakeInstance(self->made, scope, fast.data(), fast.size(), result);
  Py_DECREF(result);
  release();
  return op;
}

void CreatorDealloc(PyObject* obj) {
  Creator* self = reinterpret_cast<Creator*>(obj);
  Py_XDECREF(self->op_type);
  Py_XDECREF(self->class_name);
  Py_XDECREF(reinterpret_cast<PyObject*>(self->made));
  Py_XDECREF(self->slow);
  Py_XDECREF(self->build);
  Py_XDECREF(self->refused);
  Py_XDECREF(self->refusals);
  Py_XDECREF(self->spec);
  Py_XDECREF(self->dtypes);
  Py_XDECREF(self->options_class);
  if (self->attrs != nullptr) {
    for (CreatorAttr& a : *self->attrs) {
      Py_XDECREF(a.tf_name);
      Py_XDECREF(a.convert);
      Py_XDECREF(a.item);
      Py_XDECREF(a.java_name);
    }
  }
  if (self->option_fields != nullptr) {
    for (PyObject* f : *self->option_fields) Py_XDECREF(f);
  }
  delete self->is_list;
  delete self->attrs;
  delete self->option_fields;
  delete self->env_caches;
  delete self->t_caches;
  Py_TYPE(obj)->tp_free(obj);
}

PyTypeObject CreatorType = {
    PyVarObject_HEAD_INIT(nullptr, 0) "tfjava.native._eager.Creator",  // tp_name
    sizeof(Creator),                                                   // tp_basicsize
};

bool ParseCreatorAttr(PyObject* item, CreatorAttr* a) {
  // (tf_name, inline_kind, convert, item_or_None, java_name)
  PyObject *name, *convert, *list_item, *java;
  if (!PyArg_ParseTuple(item, "UiOOU", &name, &a->inline_kind, &convert, &list_item, &java)) {
    return false;
  }
  Py_INCREF(name);
  PyUnicode_InternInPlace(&name);
  a->tf_name = name;
  a->convert = Py_NewRef(convert);
  a->item = list_item == Py_None ? nullptr : Py_NewRef(list_item);
  a->java_name = Py_NewRef(java);
  return true;
}

// creator_function(op_type, class_name, made, slow, build, refused, refusals, spec, dtypes,
//                  is_list, attrs, options_class, options, option_fields)
PyObject* CreatorFunction(PyObject* /*self*/, PyObject* args) {
  PyObject *op_type, *class_name, *made, *slow, *build, *refused, *refusals, *spec, *dtypes,
      *is_list, *attrs, *options_class, *options, *fields;
  if (!PyArg_ParseTuple(args, "UUO!OOOOOO!O!O!OO!O!", &op_type, &class_name, &MadeType, &made,
                        &slow, &build, &refused, &refusals, &spec, &PyDict_Type, &dtypes,
                        &PyTuple_Type,
                        &is_list, &PyTuple_Type, &attrs, &options_class, &PyTuple_Type,
                        &options, &PyTuple_Type, &fields)) {
    return nullptr;
  }
  if (PyTuple_GET_SIZE(options) != PyTuple_GET_SIZE(fields) ||
      (options_class != Py_None && !PyType_Check(options_class))) {
    PyErr_SetString(PyExc_TypeError, "creator_function: options and fields do not match");
    return nullptr;
  }
  Creator* c = PyObject_New(Creator, &CreatorType);
  if (c == nullptr) return nullptr;
  c->vectorcall = CreatorCall;
  c->op_type = Py_NewRef(op_type);
  c->class_name = Py_NewRef(class_name);
  c->made = reinterpret_cast<Made*>(Py_NewRef(made));
  c->slow = Py_NewRef(slow);
  c->build = Py_NewRef(build);
  c->refused = Py_NewRef(refused);
  c->refusals = Py_NewRef(refusals);
  c->spec = Py_NewRef(spec);
  c->dtypes = Py_NewRef(dtypes);
  c->options_class = options_class == Py_None ? nullptr : Py_NewRef(options_class);
  c->is_list = new std::vector<char>();
  c->attrs = new std::vector<CreatorAttr>();
  c->option_fields = new std::vector<PyObject*>();
  const Py_ssize_t n = PyTuple_GET_SIZE(is_list);
  c->env_caches = new std::vector<SlotCache>(n);
  c->t_caches = new std::vector<SlotCache>(n);
  c->num_attrs = static_cast<size_t>(PyTuple_GET_SIZE(attrs));
  c->nargs = 1 + n + PyTuple_GET_SIZE(attrs) +
             (c->options_class != nullptr ? 1 + PyTuple_GET_SIZE(options) : 0);
  for (Py_ssize_t i = 0; i < n; ++i) {
    c->is_list->push_back(PyObject_IsTrue(PyTuple_GET_ITEM(is_list, i)) == 1);
  }
  for (int which = 0; which < 2; ++which) {
    PyObject* items = which == 0 ? attrs : options;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(items); ++i) {
      c->attrs->push_back(CreatorAttr());
      if (!ParseCreatorAttr(PyTuple_GET_ITEM(items, i), &c->attrs->back())) {
        Py_DECREF(c);
        return nullptr;
      }
    }
  }
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(fields); ++i) {
    PyObject* f = PyTuple_GET_ITEM(fields, i);
    if (!PyUnicode_Check(f)) {
      PyErr_SetString(PyExc_TypeError, "creator_function: field names are str");
      Py_DECREF(c);
      return nullptr;
    }
    Py_INCREF(f);
    PyUnicode_InternInPlace(&f);
    c->option_fields->push_back(f);
  }
  return reinterpret_cast<PyObject*>(c);
}

PyObject* SetCreatorsEnabled(PyObject* /*self*/, PyObject* flag) {
  int on = PyObject_IsTrue(flag);
  if (on < 0) return nullptr;
  g_creators_enabled = on;
  Py_RETURN_NONE;
}

PyObject* SetSpecFactory(PyObject* /*self*/, PyObject* factory) {
  if (!PyCallable_Check(factory)) {
    PyErr_SetString(PyExc_TypeError, "set_spec_factory: expected a callable");
    return nullptr;
  }
  Py_INCREF(factory);
  Py_XSETREF(g_spec_factory, factory);
  Py_RETURN_NONE;
}

PyObject* Stats(PyObject* /*self*/, PyObject* /*unused*/) {
  return Py_BuildValue("(KKK)", g_native_calls, g_delegated_calls, g_creator_slow_calls);
}

PyMethodDef kMethods[] = {
    {"execute", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(Execute)),
     METH_FASTCALL,
     "execute(ctx, op_type, name, *inputs, *attrs): run one eager op (the arguments and result "
     "of TensorFlow's TFE_Py_FastPathExecute)."},
    {"set_spec_factory", SetSpecFactory, METH_O,
     "set_spec_factory(fn): fn(op_type) -> the op's spec tuple, or None for ops left to "
     "TensorFlow's fast path."},
    {"made_function", MadeFunction, METH_VARARGS,
     "made_function(cls, class_name, operand, list_lengths) -> made(scope, fast, result), the "
     "eager op instance of a generated class (see tfjava/dispatch/runtime.py's made)."},
    {"creator_function", CreatorFunction, METH_VARARGS,
     "creator_function(op_type, class_name, made, slow, build, refused, refusals, spec, "
     "dtypes, is_list, attrs, options_class, options, option_fields) -> create(scope, "
     "*params[, options, *option_values]): a generated class's eager create in one call, "
     "`build` off the eager path, `slow` for anything else but the common case."},
    {"set_creators_enabled", SetCreatorsEnabled, METH_O,
     "set_creators_enabled(flag): with False, every creator calls its `slow` (another eager "
     "execution step is installed)."},
    {"stats", Stats, METH_NOARGS,
     "stats() -> (calls run here, calls handed to TensorFlow's fast path, creator calls "
     "handed to the Python create)."},
    {nullptr, nullptr, 0, nullptr}};

PyModuleDef kModule = {PyModuleDef_HEAD_INIT, "_eager",
                       "tfjava's native eager path (see tfjava/native/_eager.cc).", -1, kMethods};

}  // namespace

PyMODINIT_FUNC PyInit__eager() {
  g_context_handle_name = PyUnicode_InternFromString("_context_handle");
  g_names_name = PyUnicode_InternFromString("_names");
  g_env_name = PyUnicode_InternFromString("_env");
  g_ids_name = PyUnicode_InternFromString("_ids");
  g_op_name_name = PyUnicode_InternFromString("_op_name");
  g_t_name = PyUnicode_InternFromString("_t");
  g_eager_name = PyUnicode_InternFromString("_eager");
  g_closed_name = PyUnicode_InternFromString("_closed");
  g_ctx_name = PyUnicode_InternFromString("_ctx");
  g_device_name = PyUnicode_InternFromString("_device");
  if (g_context_handle_name == nullptr || g_names_name == nullptr || g_env_name == nullptr ||
      g_ids_name == nullptr || g_op_name_name == nullptr || g_t_name == nullptr ||
      g_eager_name == nullptr || g_closed_name == nullptr || g_ctx_name == nullptr ||
      g_device_name == nullptr) {
    return nullptr;
  }
  MadeType.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL;
  MadeType.tp_vectorcall_offset = offsetof(Made, vectorcall);
  MadeType.tp_call = PyVectorcall_Call;
  MadeType.tp_dealloc = MadeDealloc;
  MadeType.tp_doc = "The made(scope, fast, result) of one generated op class.";
  if (PyType_Ready(&MadeType) < 0) return nullptr;
  CreatorType.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_VECTORCALL;
  CreatorType.tp_vectorcall_offset = offsetof(Creator, vectorcall);
  CreatorType.tp_call = PyVectorcall_Call;
  CreatorType.tp_dealloc = CreatorDealloc;
  CreatorType.tp_doc = "A generated class's eager create(scope, ...) in one call.";
  if (PyType_Ready(&CreatorType) < 0) return nullptr;
  PyObject* m = PyModule_Create(&kModule);
  if (m == nullptr) return nullptr;
  if (PyModule_AddStringConstant(m, "TF_VERSION", TFJAVA_TF_VERSION) < 0) {
    Py_DECREF(m);
    return nullptr;
  }
  return m;
}
