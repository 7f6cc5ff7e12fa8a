export default {
  required: "required",
  optional: "optional",
  fixErrors: "Please correct the fields marked below.",
};
