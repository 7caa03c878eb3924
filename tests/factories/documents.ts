/** The smallest PDF the document check takes, named as a vendor would name it. */
export const pdfDocument = (name: string) => new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], name, { type: 'application/pdf' });
