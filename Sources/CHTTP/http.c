#include "flowlint_http.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libcurl's ABI, stable since 7.x: option numbers are type base + index (curl/curl.h). */
enum {
    OPT_NOPROGRESS = 43, OPT_FOLLOWLOCATION = 52, OPT_NOSIGNAL = 99,
    OPT_TIMEOUT_MS = 155, OPT_CONNECTTIMEOUT_MS = 156, OPT_PROTOCOLS = 181, OPT_REDIR_PROTOCOLS = 182,
    OPT_POSTFIELDSIZE = 60,
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_POSTFIELDS = 10015, OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029, OPT_CUSTOMREQUEST = 10036,
    OPT_WRITEFUNCTION = 20011, OPT_HEADERFUNCTION = 20079
};
#define INFO_RESPONSE_CODE 0x200002
#define INFO_REDIRECT_URL 0x10001F
#define PROTO_HTTP 1L
#define PROTO_HTTPS 2L

typedef void CURL;
struct curl_slist;

static struct {
    int loaded;
    CURL *(*easy_init)(void);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_perform)(CURL *);
    int (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(int);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} curl;

static int load_curl(void) {
    static const char *names[] = {
        "libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib", NULL
    };
    if (curl.loaded) return curl.loaded > 0;
    void *handle = NULL;
    for (int i = 0; names[i] && !handle; i++) handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    curl.loaded = -1;
    if (!handle) return 0;
    *(void **)&curl.easy_init = dlsym(handle, "curl_easy_init");
    *(void **)&curl.easy_setopt = dlsym(handle, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(handle, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = dlsym(handle, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = dlsym(handle, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = dlsym(handle, "curl_easy_strerror");
    *(void **)&curl.slist_append = dlsym(handle, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(handle, "curl_slist_free_all");
    if (!curl.easy_init || !curl.easy_setopt || !curl.easy_perform || !curl.easy_getinfo || !curl.easy_cleanup
        || !curl.easy_strerror || !curl.slist_append || !curl.slist_free_all) return 0;
    curl.loaded = 1;
    return 1;
}

typedef struct {
    flowlint_http_response *response;
    size_t capacity;
    size_t max_bytes;
} sink;

static size_t write_body(char *data, size_t size, size_t count, void *context) {
    sink *out = context;
    size_t length = size * count;
    size_t room = out->max_bytes - out->response->body_length;
    size_t keep = length < room ? length : room;
    if (keep < length) out->response->truncated = 1;
    if (out->response->body_length + keep + 1 > out->capacity) {
        size_t capacity = (out->response->body_length + keep + 1) * 2;
        char *grown = realloc(out->response->body, capacity);
        if (!grown) return 0;
        out->response->body = grown;
        out->capacity = capacity;
    }
    memcpy(out->response->body + out->response->body_length, data, keep);
    out->response->body_length += keep;
    out->response->body[out->response->body_length] = 0;
    return length;  /* swallow the rest of an over-long body rather than abort with an error */
}

/* Header lines, up to 64 KiB (paging and rate-limit headers are short; the rest is dropped). */
static size_t write_header(char *data, size_t size, size_t count, void *context) {
    flowlint_http_response *response = context;
    size_t length = size * count;
    /* A redirect's or a 100 Continue's headers are not the final answer's. */
    if (length >= 5 && memcmp(data, "HTTP/", 5) == 0) response->headers_length = 0;
    if (response->headers_length + length + 1 > 65536) return length;
    char *grown = realloc(response->headers, response->headers_length + length + 1);
    if (!grown) return 0;
    response->headers = grown;
    memcpy(response->headers + response->headers_length, data, length);
    response->headers_length += length;
    response->headers[response->headers_length] = 0;
    return length;
}

int flowlint_http_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                      size_t max_bytes, flowlint_http_response *response) {
    return flowlint_http_request(NULL, url, headers, header_count, NULL, 0, timeout_ms, max_bytes, response);
}

int flowlint_http_request(const char *method, const char *url, const char *const *headers, int header_count,
                          const char *body, size_t body_length, long timeout_ms, size_t max_bytes,
                          flowlint_http_response *response) {
    memset(response, 0, sizeof *response);
    if (!load_curl()) {
        snprintf(response->error, sizeof response->error, "libcurl is not installed");
        return FLOWLINT_HTTP_NO_LIBCURL;
    }
    CURL *handle = curl.easy_init();
    if (!handle) {
        snprintf(response->error, sizeof response->error, "libcurl could not start a request");
        return FLOWLINT_HTTP_FAILED;
    }
    struct curl_slist *list = NULL;
    for (int i = 0; i < header_count; i++) list = curl.slist_append(list, headers[i]);
    /* libcurl would otherwise wait for a "100 Continue" before sending a long body. */
    if (body) list = curl.slist_append(list, "Expect:");
    char curl_error[256] = {0};
    sink out = { response, 0, max_bytes };
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_HTTPHEADER, list);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, write_body);
    curl.easy_setopt(handle, OPT_WRITEDATA, &out);
    curl.easy_setopt(handle, OPT_ERRORBUFFER, curl_error);
    curl.easy_setopt(handle, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, OPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 1L);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 0L);
    curl.easy_setopt(handle, OPT_PROTOCOLS, PROTO_HTTP | PROTO_HTTPS);
    curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, PROTO_HTTP | PROTO_HTTPS);
    curl.easy_setopt(handle, OPT_USERAGENT, "flowlint");
    curl.easy_setopt(handle, OPT_HEADERFUNCTION, write_header);
    curl.easy_setopt(handle, OPT_HEADERDATA, response);
    if (method) curl.easy_setopt(handle, OPT_CUSTOMREQUEST, method);
    if (body) {
        curl.easy_setopt(handle, OPT_POSTFIELDSIZE, (long)body_length);
        curl.easy_setopt(handle, OPT_POSTFIELDS, body);
    }
    int code = curl.easy_perform(handle);
    if (code == 0) {
        curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &response->status);
        const char *location = NULL;
        if (curl.easy_getinfo(handle, INFO_REDIRECT_URL, &location) == 0 && location) {
            if (strlen(location) < sizeof response->location) {
                snprintf(response->location, sizeof response->location, "%s", location);
            } else {
                response->location_too_long = 1;
            }
        }
    } else {
        snprintf(response->error, sizeof response->error, "%s", curl_error[0] ? curl_error : curl.easy_strerror(code));
    }
    curl.slist_free_all(list);
    curl.easy_cleanup(handle);
    return code == 0 ? FLOWLINT_HTTP_OK : FLOWLINT_HTTP_FAILED;
}

void flowlint_http_free(flowlint_http_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
    free(response->headers);
    response->headers = NULL;
    response->headers_length = 0;
}
