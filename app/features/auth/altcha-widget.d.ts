// The <altcha-widget> JSX element's types. A declaration file, so that the import exists for the
// type checker only: in a module it would also run in the server bundle, where the file does not
// resolve.
import "altcha/types/react";
