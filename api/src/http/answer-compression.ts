import compression from 'compression';

/**
 * Answers over 1 KB (the countries list, admin lists, an order with its GiroCode) go out
 * gzip/brotli-compressed when the client asks; Express and the signed-in lane use the same one.
 */
export const COMPRESSION_THRESHOLD = 1024;

export const answerCompression = () => compression({ threshold: COMPRESSION_THRESHOLD });
