/** The parts of a node:http request clientAddress reads (an IncomingMessage fits). */
type Peer = {
  socket: { remoteAddress?: string | undefined };
  headers: { "x-forwarded-for"?: string | string[] | undefined };
};

export declare function trustedHopsFrom(value: string | undefined): number;
export declare function clientAddress(req: Peer, trustedHops: number): string;
