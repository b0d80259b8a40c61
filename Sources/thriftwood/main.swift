print("thriftwood")
