export declare const hashPassword: (password: string) => Promise<string>;
export declare function verifyPassword(passwordHash: string, password: string): Promise<boolean>;
export declare const decoyPasswordHash: () => Promise<string>;
