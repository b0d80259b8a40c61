extension PixelImage {
    /// The picture scaled down to fit `width × height`, keeping its shape: each new pixel is the
    /// average of the pixels it covers. A picture already inside the box is returned as it is.
    public func scaledDown(toFit width: Int, _ height: Int) -> PixelImage {
        guard width > 0, height > 0, self.width > width || self.height > height else { return self }
        let scale = min(Double(width) / Double(self.width), Double(height) / Double(self.height))
        let newWidth = max(1, Int(clamping: (Double(self.width) * scale).rounded()))
        let newHeight = max(1, Int(clamping: (Double(self.height) * scale).rounded()))
        var output = [UInt8](repeating: 255, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let top = y * self.height / newHeight
            let bottom = max(top + 1, (y + 1) * self.height / newHeight)
            for x in 0..<newWidth {
                let left = x * self.width / newWidth
                let right = max(left + 1, (x + 1) * self.width / newWidth)
                var sums = (0, 0, 0, 0)
                for sourceY in top..<bottom {
                    var offset = (sourceY * self.width + left) * 4
                    for _ in left..<right {
                        sums.0 += Int(rgba[offset])
                        sums.1 += Int(rgba[offset + 1])
                        sums.2 += Int(rgba[offset + 2])
                        sums.3 += Int(rgba[offset + 3])
                        offset += 4
                    }
                }
                let count = (bottom - top) * (right - left)
                let target = (y * newWidth + x) * 4
                output[target] = UInt8(clamping: sums.0 / count)
                output[target + 1] = UInt8(clamping: sums.1 / count)
                output[target + 2] = UInt8(clamping: sums.2 / count)
                output[target + 3] = UInt8(clamping: sums.3 / count)
            }
        }
        return PixelImage(width: newWidth, height: newHeight, rgba: output) ?? self
    }
}
