// Thin shim over GSL for Swift. Swift 6 rejects GSL's global generator-type variables
// (`gsl_rng_mt19937`, ...) as shared mutable state, so they are reached through `static inline`
// accessors. Nothing else lives here: all logic is in FenceStats.
#ifndef FENCESIM_CGSL_SHIM_H
#define FENCESIM_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_cdf.h>
#include <gsl/gsl_statistics_double.h>
#include <gsl/gsl_sort_double.h>
#include <gsl/gsl_interp.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_qrng.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_vector.h>
#include <gsl/gsl_blas.h>
#include <gsl/gsl_linalg.h>
#include <gsl/gsl_multimin.h>
#include <gsl/gsl_sf_psi.h>
#include <gsl/gsl_sf_erf.h>

/// The Mersenne Twister MT19937 generator type (GSL's recommended default for simulation).
static inline const gsl_rng_type *cgsl_rng_mt19937(void) { return gsl_rng_mt19937; }

/// Linear interpolation type.
static inline const gsl_interp_type *cgsl_interp_linear(void) { return gsl_interp_linear; }

/// Steffen's monotonicity-preserving cubic interpolation type.
static inline const gsl_interp_type *cgsl_interp_steffen(void) { return gsl_interp_steffen; }

/// Brent's bracketing root solver type.
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_brent(void) { return gsl_root_fsolver_brent; }

/// Sobol's quasi-random sequence (Antonov–Saleev variant; GSL: valid up to 40 dimensions).
static inline const gsl_qrng_type *cgsl_qrng_sobol(void) { return gsl_qrng_sobol; }

/// Halton's quasi-random sequence (GSL: valid up to 1229 dimensions).
static inline const gsl_qrng_type *cgsl_qrng_halton(void) { return gsl_qrng_halton; }

/// The reverse Halton sequence of Vandewoestyne and Cools (GSL: valid up to 1229 dimensions).
static inline const gsl_qrng_type *cgsl_qrng_reversehalton(void) { return gsl_qrng_reversehalton; }

/// The BFGS minimiser of Fletcher's variant (GSL's recommended gradient method, `vector_bfgs2`).
static inline const gsl_multimin_fdfminimizer_type *cgsl_multimin_fdfminimizer_vector_bfgs2(void) {
    return gsl_multimin_fdfminimizer_vector_bfgs2;
}

#endif
