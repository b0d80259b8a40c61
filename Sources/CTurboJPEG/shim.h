#ifndef THRIFTWOOD_CTURBOJPEG_SHIM_H
#define THRIFTWOOD_CTURBOJPEG_SHIM_H

// Debian's libjpeg-turbo, through its TurboJPEG interface: pictures decoded, scaled and encoded.
#include <turbojpeg.h>

#endif
