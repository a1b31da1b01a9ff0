// ECDSA P-521 / SHA-256 signature checks through the system's libcrypto, as a Node-API addon.
//
// Why: Node's bundled OpenSSL is built without OpenSSL's 64-bit P-521 field arithmetic, and
// checks about 600 P-521 signatures per second per core on our machines; Debian's libcrypto 3
// has it and checks about 1,400. Every bid carries one such signature (ARCHITECTURE §5).
//
// libcrypto is opened with dlopen(RTLD_DEEPBIND): the node binary exports the symbols of its
// own OpenSSL, and without DEEPBIND the system library's internal calls would bind to those.
// Only public, stable libcrypto 3 entry points are used, looked up by name, so no OpenSSL
// headers are needed to build this file. The check runs on libuv's thread pool.
//
// JS API: verify(point: Buffer(133, uncompressed 0x04||X||Y), data: Buffer,
//                signature: Buffer(132, IEEE P1363 r||s)) -> Promise<boolean>
#define NAPI_VERSION 8
#include <dlfcn.h>
#include <node_api.h>
#include <stdlib.h>
#include <string.h>

#define NID_SECP521R1 716
#define POINT_BYTES 133
#define SCALAR_BYTES 66
#define SIGNATURE_BYTES (2 * SCALAR_BYTES)

static struct {
  void *(*ec_key_new_by_curve_name)(int nid);
  int (*ec_key_oct2key)(void *key, const unsigned char *buf, size_t len, void *ctx);
  void (*ec_key_free)(void *key);
  void *(*ecdsa_sig_new)(void);
  int (*ecdsa_sig_set0)(void *sig, void *r, void *s);
  void (*ecdsa_sig_free)(void *sig);
  void *(*bn_bin2bn)(const unsigned char *s, int len, void *ret);
  void (*bn_free)(void *bn);
  int (*ecdsa_do_verify)(const unsigned char *dgst, int len, const void *sig, void *key);
  unsigned char *(*sha256)(const unsigned char *d, size_t n, unsigned char *md);
} lib;

typedef struct {
  napi_async_work work;
  napi_deferred deferred;
  unsigned char point[POINT_BYTES];
  unsigned char signature[SIGNATURE_BYTES];
  unsigned char *data;
  size_t length;
  int valid;
} Check;

// 1: valid; 0: not valid; -1: the inputs could not even be read (not a point on the curve...).
static int check_now(const Check *check) {
  unsigned char digest[32];
  lib.sha256(check->data, check->length, digest);
  void *key = lib.ec_key_new_by_curve_name(NID_SECP521R1);
  if (key == NULL) return -1;
  int result = -1;
  if (lib.ec_key_oct2key(key, check->point, POINT_BYTES, NULL) == 1) {
    void *sig = lib.ecdsa_sig_new();
    void *r = lib.bn_bin2bn(check->signature, SCALAR_BYTES, NULL);
    void *s = lib.bn_bin2bn(check->signature + SCALAR_BYTES, SCALAR_BYTES, NULL);
    if (sig != NULL && r != NULL && s != NULL && lib.ecdsa_sig_set0(sig, r, s) == 1) {
      r = s = NULL;  // now owned by sig
      result = lib.ecdsa_do_verify(digest, sizeof digest, sig, key);
    }
    if (r != NULL) lib.bn_free(r);
    if (s != NULL) lib.bn_free(s);
    if (sig != NULL) lib.ecdsa_sig_free(sig);
  }
  lib.ec_key_free(key);
  return result;
}

static void execute(napi_env env, void *data) {
  (void)env;
  Check *check = data;
  check->valid = check_now(check) == 1;
}

static void complete(napi_env env, napi_status status, void *data) {
  Check *check = data;
  napi_value answer;
  napi_get_boolean(env, status == napi_ok && check->valid, &answer);
  napi_resolve_deferred(env, check->deferred, answer);
  napi_delete_async_work(env, check->work);
  free(check->data);
  free(check);
}

static napi_value resolved(napi_env env, napi_deferred deferred, napi_value promise) {
  napi_value no;
  napi_get_boolean(env, 0, &no);
  napi_resolve_deferred(env, deferred, no);
  return promise;
}

static napi_value verify(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  napi_value promise;
  napi_deferred deferred;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok) return NULL;
  if (napi_create_promise(env, &deferred, &promise) != napi_ok) return NULL;
  if (argc < 3) return resolved(env, deferred, promise);

  void *point, *data, *signature;
  size_t point_length, data_length, signature_length;
  if (napi_get_buffer_info(env, argv[0], &point, &point_length) != napi_ok ||
      napi_get_buffer_info(env, argv[1], &data, &data_length) != napi_ok ||
      napi_get_buffer_info(env, argv[2], &signature, &signature_length) != napi_ok ||
      point_length != POINT_BYTES || signature_length != SIGNATURE_BYTES) {
    napi_value ignored;
    napi_get_and_clear_last_exception(env, &ignored);
    return resolved(env, deferred, promise);
  }

  Check *check = calloc(1, sizeof(Check));
  if (check == NULL) return resolved(env, deferred, promise);
  check->deferred = deferred;
  memcpy(check->point, point, POINT_BYTES);
  memcpy(check->signature, signature, SIGNATURE_BYTES);
  check->length = data_length;
  check->data = malloc(data_length > 0 ? data_length : 1);
  if (check->data == NULL) {
    free(check);
    return resolved(env, deferred, promise);
  }
  memcpy(check->data, data, data_length);

  napi_value name;
  napi_create_string_utf8(env, "p521-verify", NAPI_AUTO_LENGTH, &name);
  napi_create_async_work(env, NULL, name, execute, complete, check, &check->work);
  napi_queue_async_work(env, check->work);
  return promise;
}

#define LOOKUP(field, symbol)                                   \
  if ((*(void **)&lib.field = dlsym(handle, symbol)) == NULL) { \
    napi_throw_error(env, NULL, "libcrypto lacks " symbol);     \
    return NULL;                                                \
  }

NAPI_MODULE_INIT() {
  void *handle = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
  if (handle == NULL) {
    napi_throw_error(env, NULL, dlerror());
    return NULL;
  }
  LOOKUP(ec_key_new_by_curve_name, "EC_KEY_new_by_curve_name")
  LOOKUP(ec_key_oct2key, "EC_KEY_oct2key")
  LOOKUP(ec_key_free, "EC_KEY_free")
  LOOKUP(ecdsa_sig_new, "ECDSA_SIG_new")
  LOOKUP(ecdsa_sig_set0, "ECDSA_SIG_set0")
  LOOKUP(ecdsa_sig_free, "ECDSA_SIG_free")
  LOOKUP(bn_bin2bn, "BN_bin2bn")
  LOOKUP(bn_free, "BN_free")
  LOOKUP(ecdsa_do_verify, "ECDSA_do_verify")
  LOOKUP(sha256, "SHA256")

  napi_value fn;
  napi_create_function(env, "verify", NAPI_AUTO_LENGTH, verify, NULL, &fn);
  napi_set_named_property(env, exports, "verify", fn);
  return exports;
}
