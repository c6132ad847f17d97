// A console names its reader's time zone on every call, as it names the language in Accept-Language:
// moments the server writes into a download (CSV) then read as the screen shows them.

/** The request header naming the reader's IANA time zone (Asia/Shanghai, Europe/Berlin). */
export const TIME_ZONE_HEADER = 'X-Time-Zone';
