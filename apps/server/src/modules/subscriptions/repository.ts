// The subscription tool keeps no table of its own: contracts live at the subscription service, the orders they
// change in the orders module (ADR 061).
export {};
