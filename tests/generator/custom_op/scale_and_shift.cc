// A small custom op library for tests/generator/test_custom_op.py: built with g++ against the installed
// TensorFlow, imported with `python -m generator import --op-library`, generated and run.
//
//   ScaleAndShift(x: T, scale: float = 2.0, shift: int = 1) -> (scaled: T, shifted: T)
//       scaled = x * scale, shifted = x * scale + shift, T in {float, double, int32}
//   Custom>Offset(x: int32, offset: int) -> (y: int32)
//       y = x + offset; a namespaced op name with a required (non-default) attribute.

#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"

using tensorflow::DEVICE_CPU;
using tensorflow::OpKernel;
using tensorflow::OpKernelConstruction;
using tensorflow::OpKernelContext;
using tensorflow::Status;
using tensorflow::Tensor;

REGISTER_OP("ScaleAndShift")
    .Input("x: T")
    .Output("scaled: T")
    .Output("shifted: T")
    .Attr("T: {float, double, int32}")
    .Attr("scale: float = 2.0")
    .Attr("shift: int = 1")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      c->set_output(0, c->input(0));
      c->set_output(1, c->input(0));
      return Status();
    })
    .Doc(R"doc(
Scales a tensor, and scales and shifts it.

Both outputs have the shape and type of `x`.

x: The tensor to transform.
scale: The factor `x` is multiplied by.
shift: What is added to the scaled tensor for `shifted`.
scaled: `x * scale`.
shifted: `x * scale + shift`.
)doc");

REGISTER_OP("Custom>Offset")
    .Input("x: int32")
    .Output("y: int32")
    .Attr("offset: int")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      c->set_output(0, c->input(0));
      return Status();
    })
    .Doc(R"doc(
Adds a constant to an int32 tensor.

x: The tensor.
offset: The constant.
y: `x + offset`.
)doc");

template <typename T>
class ScaleAndShiftOp : public OpKernel {
 public:
  explicit ScaleAndShiftOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("scale", &scale_));
    OP_REQUIRES_OK(context, context->GetAttr("shift", &shift_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* scaled = nullptr;
    Tensor* shifted = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &scaled));
    OP_REQUIRES_OK(context, context->allocate_output(1, input.shape(), &shifted));
    auto in = input.flat<T>();
    auto out_scaled = scaled->flat<T>();
    auto out_shifted = shifted->flat<T>();
    for (int64_t i = 0; i < in.size(); ++i) {
      const T value = static_cast<T>(in(i) * scale_);
      out_scaled(i) = value;
      out_shifted(i) = static_cast<T>(value + shift_);
    }
  }

 private:
  float scale_;
  int64_t shift_;
};

#define REGISTER_SCALE_AND_SHIFT(T) \
  REGISTER_KERNEL_BUILDER(          \
      Name("ScaleAndShift").Device(DEVICE_CPU).TypeConstraint<T>("T"), ScaleAndShiftOp<T>)

REGISTER_SCALE_AND_SHIFT(float);
REGISTER_SCALE_AND_SHIFT(double);
REGISTER_SCALE_AND_SHIFT(int32_t);

class OffsetOp : public OpKernel {
 public:
  explicit OffsetOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("offset", &offset_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &output));
    auto in = input.flat<int32_t>();
    auto out = output->flat<int32_t>();
    for (int64_t i = 0; i < in.size(); ++i) {
      out(i) = static_cast<int32_t>(in(i) + offset_);
    }
  }

 private:
  int64_t offset_;
};

REGISTER_KERNEL_BUILDER(Name("Custom>Offset").Device(DEVICE_CPU), OffsetOp);
