#ifndef FLOWLINT_HTTP_H
#define FLOWLINT_HTTP_H

#include <stddef.h>

/* An HTTP request through libcurl (redirects are returned, not followed: a token must never go
 * to another origin, and an answer from elsewhere must not be trusted), loaded with dlopen on first use: flowlint's start-up never pays
 * for it, and a machine without libcurl still runs everything but the API calls. */

typedef struct {
    long status;          /* HTTP status; 0 when there was no response */
    char *body;           /* malloc'd and NUL-terminated; free with flowlint_http_free */
    size_t body_length;
    int truncated;        /* the body was longer than asked for */
    char error[256];      /* why the request failed, when it did */
    char location[2048];  /* a redirect's target, never followed here: the caller decides */
    int location_too_long;
    char *headers;        /* the response's header lines as received, malloc'd and NUL-terminated */
    size_t headers_length;
} flowlint_http_response;

enum {
    FLOWLINT_HTTP_OK = 0,            /* a response arrived, whatever its status */
    FLOWLINT_HTTP_NO_LIBCURL = -1,   /* libcurl could not be loaded */
    FLOWLINT_HTTP_FAILED = -2        /* no response: see error */
};

int flowlint_http_get(const char *url, const char *const *headers, int header_count, long timeout_ms,
                      size_t max_bytes, flowlint_http_response *response);

/* `method` NULL is GET; `body` (may be NULL) is sent as is with the method (POST, PUT, PATCH). */
int flowlint_http_request(const char *method, const char *url, const char *const *headers, int header_count,
                          const char *body, size_t body_length, long timeout_ms, size_t max_bytes,
                          flowlint_http_response *response);

void flowlint_http_free(flowlint_http_response *response);

#endif
