"""The reference site: static HTML pages rendered from the generator's resolved model."""
