#ifndef FLOWLINT_CYAML_SHIM_H
#define FLOWLINT_CYAML_SHIM_H

/* libyaml's parser (Debian's libyaml-dev, Homebrew's libyaml): `.flowlint.yml` is read
   event by event in FlowlintConfig. */
#include <yaml.h>

#endif
