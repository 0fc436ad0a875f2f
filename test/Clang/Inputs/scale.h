/* A header found through pto-cc -I. */
#define SCALE_ROWS 16
